/* Machine probes at the vector width this target was compiled for (16 bytes at the x86-64 and arm64
 * baselines, 32 with AVX, 64 with AVX-512F). They bound the step kernels from below; they never run a
 * kernel's code. */
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

#define WORDS_PER_VECTOR (VECTOR_BYTES / 8)
#define UNROLL 4
#define PREFETCH_BYTES 1024

int yardstick_vector_bytes(void) { return VECTOR_BYTES; }
int yardstick_memory_probe_methods(void) { return 3; }

/* One vector of y and v rewritten in place; with matrices, their four vectors are read and folded into a
 * mask that is all zeros (`zero` is 0), so the stored value equals the loaded one but the compiler must
 * do every load and store. */
#define TOUCH_VECTOR(k)                                                                              \
    do {                                                                                             \
        vword mask = z;                                                                              \
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

static word_t probe_vector(word_t *y, word_t *v, long words, const word_t *m0, const word_t *m1,
                           const word_t *m2, const word_t *m3, word_t zero, int prefetch) {
    vword z;
    for (int k = 0; k < WORDS_PER_VECTOR; k++) z[k] = zero;
    int matrices = m0 != 0;
    long vectors = words / WORDS_PER_VECTOR;
    long i = 0;
    vword *yv = (vword *)y, *vv = (vword *)v;
    const vword *mv0 = (const vword *)m0, *mv1 = (const vword *)m1;
    const vword *mv2 = (const vword *)m2, *mv3 = (const vword *)m3;
    for (; i + UNROLL <= vectors; i += UNROLL) {
        if (prefetch) {
            __builtin_prefetch((const char *)(yv + i) + PREFETCH_BYTES, 1);
            __builtin_prefetch((const char *)(vv + i) + PREFETCH_BYTES, 1);
            if (matrices) {
                __builtin_prefetch((const char *)(mv0 + i) + PREFETCH_BYTES, 0);
                __builtin_prefetch((const char *)(mv1 + i) + PREFETCH_BYTES, 0);
                __builtin_prefetch((const char *)(mv2 + i) + PREFETCH_BYTES, 0);
                __builtin_prefetch((const char *)(mv3 + i) + PREFETCH_BYTES, 0);
            }
        }
        TOUCH_VECTOR(i);
        TOUCH_VECTOR(i + 1);
        TOUCH_VECTOR(i + 2);
        TOUCH_VECTOR(i + 3);
    }
    for (; i < vectors; i++) TOUCH_VECTOR(i);
    for (long w = vectors * WORDS_PER_VECTOR; w < words; w++) {
        word_t mask = matrices ? ((m0[w] | m1[w] | m2[w] | m3[w]) & zero) : zero;
        y[w] ^= mask;
        v[w] ^= mask;
    }
    return y[0] ^ v[words > 0 ? words - 1 : 0];
}

unsigned long long yardstick_memory_probe(int method, void *y, void *v, long words, const void *m0,
                                          const void *m1, const void *m2, const void *m3,
                                          unsigned long long zero) {
    if (words <= 0) return 0;
    switch (method) {
    case 0: return probe_plain(y, v, words, m0, m1, m2, m3, zero);
    case 1: return probe_vector(y, v, words, m0, m1, m2, m3, zero, 0);
    default: return probe_vector(y, v, words, m0, m1, m2, m3, zero, 1);
    }
}

/* Twelve independent chains hide the latency of a dependent multiply then add (3-4 cycles each) at two
 * vector multiplies and two vector adds per cycle, and leave registers for m and a in the 16 vector
 * registers of SSE2 and AVX. */
#define PEAK_CHAINS 12

#define PEAK(NAME, T, V)                                                                             \
    T NAME(long iterations, T m, T a) {                                                              \
        V mv, av, x[PEAK_CHAINS];                                                                    \
        for (unsigned k = 0; k < sizeof(V) / sizeof(T); k++) {                                       \
            mv[k] = m;                                                                               \
            av[k] = a;                                                                               \
        }                                                                                            \
        for (int c = 0; c < PEAK_CHAINS; c++) x[c] = av * (T)(c + 1);                                \
        for (long i = 0; i < iterations; i++) {                                                      \
            for (int c = 0; c < PEAK_CHAINS; c++) x[c] = x[c] * mv + av;                             \
        }                                                                                            \
        V sum = x[0];                                                                                \
        for (int c = 1; c < PEAK_CHAINS; c++) sum += x[c];                                           \
        T total = 0;                                                                                 \
        for (unsigned k = 0; k < sizeof(V) / sizeof(T); k++) total += sum[k];                        \
        return total;                                                                                \
    }

PEAK(yardstick_peak_f64, double, vf64)
PEAK(yardstick_peak_f32, float, vf32)

long yardstick_peak_operations_per_round_f64(void) { return PEAK_CHAINS * (long)(sizeof(vf64) / sizeof(double)) * 2; }
long yardstick_peak_operations_per_round_f32(void) { return PEAK_CHAINS * (long)(sizeof(vf32) / sizeof(float)) * 2; }
