/* Machine probes: the memory probe at the vector width this target was compiled for (16 bytes at the
 * x86-64 and arm64 baselines, 32 with AVX, 64 with AVX-512F) and, when the CPU runs them, at 256 and 512
 * bits; the compute probe at the build's width and at every wider width the CPU runs, fused where the
 * instruction set has FMA. The caller times each method and keeps the fastest, since a limit belongs to
 * the machine, not to the build. They bound the step kernels from below; they never run a kernel's code. */
#include "CSpringYardstick.h"

#pragma STDC FP_CONTRACT OFF
#pragma clang fp contract(off)

#if defined(__AVX512F__)
#define VECTOR_BYTES 64
#elif defined(__AVX__)
#define VECTOR_BYTES 32
#else
#define VECTOR_BYTES 16
#endif

typedef unsigned long long word_t;
typedef word_t vword __attribute__((vector_size(VECTOR_BYTES), aligned(8)));
typedef double vf64 __attribute__((vector_size(VECTOR_BYTES)));
typedef float vf32 __attribute__((vector_size(VECTOR_BYTES)));

#define UNROLL 4
#define PREFETCH_BYTES 1024

int yardstick_vector_bytes(void) { return VECTOR_BYTES; }
int yardstick_memory_probe_methods(void) { return 7; }

/* One vector of y and v rewritten in place; with matrices, their four vectors are read and folded into a
 * mask that is all zeros (`zero` is 0), so the stored value equals the loaded one but the compiler must
 * do every load and store. */
#define TOUCH_VECTOR(V, k)                                                                            \
    do {                                                                                             \
        V mask = z;                                                                                  \
        if (matrices) mask = (mv0[k] | mv1[k] | mv2[k] | mv3[k]) & z;                                \
        yv[k] = yv[k] ^ mask;                                                                        \
        vv[k] = vv[k] ^ mask;                                                                        \
    } while (0)

static word_t probe_plain(word_t *y, word_t *v, long words, const word_t *m0, const word_t *m1,
                          const word_t *m2, const word_t *m3, word_t zero) {
    if (m0) {
        for (long i = 0; i < words; i++) {
            word_t mask = (m0[i] | m1[i] | m2[i] | m3[i]) & zero;
            y[i] ^= mask;
            v[i] ^= mask;
        }
    } else {
        for (long i = 0; i < words; i++) {
            y[i] ^= zero;
            v[i] ^= zero;
        }
    }
    return y[0] ^ v[words > 0 ? words - 1 : 0];
}

/* Explicit vectors of type V (unrolled 4x, optionally prefetching 1 KiB ahead), compiled with ATTR. */
#define PROBE_VECTOR(NAME, V, ATTR)                                                                  \
    ATTR static word_t NAME(word_t *y, word_t *v, long words, const word_t *m0, const word_t *m1,    \
                            const word_t *m2, const word_t *m3, word_t zero, int prefetch) {         \
        enum { per = sizeof(V) / sizeof(word_t) };                                                   \
        V z;                                                                                         \
        for (int k = 0; k < per; k++) z[k] = zero;                                                   \
        int matrices = m0 != 0;                                                                      \
        long vectors = words / per;                                                                  \
        long i = 0;                                                                                  \
        V *yv = (V *)y, *vv = (V *)v;                                                                \
        const V *mv0 = (const V *)m0, *mv1 = (const V *)m1;                                          \
        const V *mv2 = (const V *)m2, *mv3 = (const V *)m3;                                          \
        for (; i + UNROLL <= vectors; i += UNROLL) {                                                 \
            if (prefetch) {                                                                          \
                __builtin_prefetch((const char *)(yv + i) + PREFETCH_BYTES, 1);                      \
                __builtin_prefetch((const char *)(vv + i) + PREFETCH_BYTES, 1);                      \
                if (matrices) {                                                                      \
                    __builtin_prefetch((const char *)(mv0 + i) + PREFETCH_BYTES, 0);                 \
                    __builtin_prefetch((const char *)(mv1 + i) + PREFETCH_BYTES, 0);                 \
                    __builtin_prefetch((const char *)(mv2 + i) + PREFETCH_BYTES, 0);                 \
                    __builtin_prefetch((const char *)(mv3 + i) + PREFETCH_BYTES, 0);                 \
                }                                                                                    \
            }                                                                                        \
            TOUCH_VECTOR(V, i);                                                                         \
            TOUCH_VECTOR(V, i + 1);                                                                     \
            TOUCH_VECTOR(V, i + 2);                                                                     \
            TOUCH_VECTOR(V, i + 3);                                                                     \
        }                                                                                            \
        for (; i < vectors; i++) TOUCH_VECTOR(V, i);                                                    \
        for (long w = vectors * per; w < words; w++) {                                               \
            word_t mask = matrices ? ((m0[w] | m1[w] | m2[w] | m3[w]) & zero) : zero;                \
            y[w] ^= mask;                                                                            \
            v[w] ^= mask;                                                                            \
        }                                                                                            \
        return y[0] ^ v[words > 0 ? words - 1 : 0];                                                  \
    }

PROBE_VECTOR(probe_vector, vword, )

#if defined(__x86_64__)
typedef word_t vword256 __attribute__((vector_size(32), aligned(8)));
typedef word_t vword512 __attribute__((vector_size(64), aligned(8)));
PROBE_VECTOR(probe_avx2, vword256, __attribute__((target("avx2"))))
PROBE_VECTOR(probe_avx512, vword512, __attribute__((target("avx512f"))))
#endif

int yardstick_memory_probe_available(int method) {
    if (method >= 0 && method <= 2) return 1;
#if defined(__x86_64__)
    if (method == 3 || method == 4) return yardstick_isa_available(YARDSTICK_ISA_AVX2);
    if (method == 5 || method == 6) return yardstick_isa_available(YARDSTICK_ISA_AVX512);
#endif
    return 0;
}

unsigned long long yardstick_memory_probe(int method, void *y, void *v, long words, const void *m0,
                                          const void *m1, const void *m2, const void *m3,
                                          unsigned long long zero) {
    if (words <= 0) return 0;
    if (!yardstick_memory_probe_available(method)) method = 1;
    switch (method) {
    case 0: return probe_plain(y, v, words, m0, m1, m2, m3, zero);
    case 1: return probe_vector(y, v, words, m0, m1, m2, m3, zero, 0);
    case 2: return probe_vector(y, v, words, m0, m1, m2, m3, zero, 1);
#if defined(__x86_64__)
    case 3: return probe_avx2(y, v, words, m0, m1, m2, m3, zero, 0);
    case 4: return probe_avx2(y, v, words, m0, m1, m2, m3, zero, 1);
    case 5: return probe_avx512(y, v, words, m0, m1, m2, m3, zero, 0);
    case 6: return probe_avx512(y, v, words, m0, m1, m2, m3, zero, 1);
#endif
    default: return probe_vector(y, v, words, m0, m1, m2, m3, zero, 1);
    }
}

/* Twelve independent chains hide the latency of a dependent multiply then add (3-4 cycles each), or of a
 * fused multiply-add, at two vector operations per cycle, and leave registers for m and a in the 16 vector
 * registers of SSE2 and AVX. */
#define PEAK_CHAINS 12

/* One chain step: x*m + a as a multiply then an add (contraction is off in this file), or fused. */
#define STEP_SEPARATE(x, m, a) ((x) * (m) + (a))
#define STEP_FUSED(x, m, a) __builtin_elementwise_fma((x), (m), (a))

#define PEAK(NAME, T, V, STEP, ATTR)                                                                 \
    ATTR static T NAME(long iterations, T m, T a) {                                                  \
        V mv, av, x[PEAK_CHAINS];                                                                    \
        for (unsigned k = 0; k < sizeof(V) / sizeof(T); k++) {                                       \
            mv[k] = m;                                                                               \
            av[k] = a;                                                                               \
        }                                                                                            \
        for (int c = 0; c < PEAK_CHAINS; c++) x[c] = av * (T)(c + 1);                                \
        for (long i = 0; i < iterations; i++) {                                                      \
            for (int c = 0; c < PEAK_CHAINS; c++) x[c] = STEP(x[c], mv, av);                         \
        }                                                                                            \
        V sum = x[0];                                                                                \
        for (int c = 1; c < PEAK_CHAINS; c++) sum += x[c];                                           \
        T total = 0;                                                                                 \
        for (unsigned k = 0; k < sizeof(V) / sizeof(T); k++) total += sum[k];                        \
        return total;                                                                                \
    }

/* Method 0: this target's width, multiply then add (what the build can always run). */
PEAK(peak_f64_build, double, vf64, STEP_SEPARATE, )
PEAK(peak_f32_build, float, vf32, STEP_SEPARATE, )
#if defined(__FMA__) || defined(__aarch64__)
#define BUILD_HAS_FMA 1
/* Method 1: this target's width, fused (the build's target has FMA: arm64, or x86-64 built with it). */
PEAK(peak_f64_build_fused, double, vf64, STEP_FUSED, )
PEAK(peak_f32_build_fused, float, vf32, STEP_FUSED, )
#else
#define BUILD_HAS_FMA 0
#endif
#if defined(__x86_64__)
typedef double vf64x256 __attribute__((vector_size(32)));
typedef float vf32x256 __attribute__((vector_size(32)));
typedef double vf64x512 __attribute__((vector_size(64)));
typedef float vf32x512 __attribute__((vector_size(64)));
/* Methods 2 and 3: 256-bit AVX2 with FMA, and 512-bit AVX-512F (which has FMA), when the CPU runs them. */
PEAK(peak_f64_avx2, double, vf64x256, STEP_FUSED, __attribute__((target("avx2,fma"))))
PEAK(peak_f32_avx2, float, vf32x256, STEP_FUSED, __attribute__((target("avx2,fma"))))
PEAK(peak_f64_avx512, double, vf64x512, STEP_FUSED, __attribute__((target("avx512f"))))
PEAK(peak_f32_avx512, float, vf32x512, STEP_FUSED, __attribute__((target("avx512f"))))
#endif

int yardstick_peak_methods(void) { return 4; }

int yardstick_peak_available(int method) {
    switch (method) {
    case 0: return 1;
    case 1: return BUILD_HAS_FMA;
#if defined(__x86_64__)
    case 2: return yardstick_isa_available(YARDSTICK_ISA_AVX2);
    case 3: return yardstick_isa_available(YARDSTICK_ISA_AVX512);
#endif
    default: return 0;
    }
}

/* The vector width of each method, in bytes. */
static long peak_vector_bytes(int method) {
    switch (method) {
    case 2: return 32;
    case 3: return 64;
    default: return VECTOR_BYTES;
    }
}

/* Each method's function; where a method cannot exist in this build its slot holds method 0's (never chosen:
 * yardstick_peak_available says 0 for it). */
#if BUILD_HAS_FMA
#define BUILD_FUSED(T) peak_##T##_build_fused
#else
#define BUILD_FUSED(T) peak_##T##_build
#endif
#if defined(__x86_64__)
#define WIDE(T, ISA) peak_##T##_##ISA
#else
#define WIDE(T, ISA) peak_##T##_build
#endif
static double (*const peak_f64_methods[])(long, double, double) = {
    peak_f64_build, BUILD_FUSED(f64), WIDE(f64, avx2), WIDE(f64, avx512)};
static float (*const peak_f32_methods[])(long, float, float) = {
    peak_f32_build, BUILD_FUSED(f32), WIDE(f32, avx2), WIDE(f32, avx512)};
_Static_assert(sizeof(peak_f64_methods) / sizeof(peak_f64_methods[0]) == 4, "one function per method");
_Static_assert(sizeof(peak_f32_methods) / sizeof(peak_f32_methods[0]) == 4, "one function per method");

double yardstick_peak_f64(int method, long iterations, double m, double a) {
    return peak_f64_methods[yardstick_peak_available(method) ? method : 0](iterations, m, a);
}

float yardstick_peak_f32(int method, long iterations, float m, float a) {
    return peak_f32_methods[yardstick_peak_available(method) ? method : 0](iterations, m, a);
}

long yardstick_peak_operations_per_round_f64(int method) {
    if (!yardstick_peak_available(method)) method = 0;
    return PEAK_CHAINS * (peak_vector_bytes(method) / (long)sizeof(double)) * 2;
}
long yardstick_peak_operations_per_round_f32(int method) {
    if (!yardstick_peak_available(method)) method = 0;
    return PEAK_CHAINS * (peak_vector_bytes(method) / (long)sizeof(float)) * 2;
}
