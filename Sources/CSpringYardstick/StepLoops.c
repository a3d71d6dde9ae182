/* The exact-step loops of ExactStepSpringBatch<Double> and <Float>, statement for statement, in one copy per
 * instruction set. Contraction is off so no copy fuses a*b + c (Swift does not either): every copy rounds
 * exactly as the Swift loop does. */
#include "CSpringYardstick.h"
#include <math.h>

#pragma STDC FP_CONTRACT OFF
#pragma clang fp contract(off)

/* F = 2 * (smallest normal) / ulp(1): adding and subtracting it rounds a value to a multiple of the smallest
 * normal, so no state is ever subnormal (see ExactStepSpringBatch.flush). */
#define FLUSH_F64 0x1p-969
#define FLUSH_F32 0x1p-102f

#define STEP_SHARED(NAME, T, FLUSH, ABS, ATTR)                                                       \
    ATTR static void NAME(T *y, T *v, long n, T m00, T m01, T m10, T m11, T ex, T ev) {              \
        const T f = FLUSH;                                                                           \
        for (long i = 0; i < n; i++) {                                                               \
            T y0 = y[i], v0 = v[i];                                                                  \
            T y1 = (m00 * y0 + m01 * v0 + f) - f;                                                    \
            T v1 = (m10 * y0 + m11 * v0 + f) - f;                                                    \
            int rest = ABS(y1) < ex && ABS(v1) < ev;                                                 \
            y[i] = rest ? 0 : y1;                                                                    \
            v[i] = rest ? 0 : v1;                                                                    \
        }                                                                                            \
    }

#define STEP_PER_SPRING(NAME, T, FLUSH, ABS, ATTR)                                                   \
    ATTR static void NAME(T *y, T *v, long n, const T *m00, const T *m01, const T *m10, const T *m11, \
                          T ex, T ev) {                                                              \
        const T f = FLUSH;                                                                           \
        for (long i = 0; i < n; i++) {                                                               \
            T y0 = y[i], v0 = v[i];                                                                  \
            T y1 = (m00[i] * y0 + m01[i] * v0 + f) - f;                                              \
            T v1 = (m10[i] * y0 + m11[i] * v0 + f) - f;                                              \
            int rest = ABS(y1) < ex && ABS(v1) < ev;                                                 \
            y[i] = rest ? 0 : y1;                                                                    \
            v[i] = rest ? 0 : v1;                                                                    \
        }                                                                                            \
    }

#define ALL_LOOPS(SUFFIX, ATTR)                                                                      \
    STEP_SHARED(shared_f64_##SUFFIX, double, FLUSH_F64, fabs, ATTR)                                  \
    STEP_SHARED(shared_f32_##SUFFIX, float, FLUSH_F32, fabsf, ATTR)                                  \
    STEP_PER_SPRING(per_spring_f64_##SUFFIX, double, FLUSH_F64, fabs, ATTR)                          \
    STEP_PER_SPRING(per_spring_f32_##SUFFIX, float, FLUSH_F32, fabsf, ATTR)

ALL_LOOPS(baseline, )

#if defined(__x86_64__)
ALL_LOOPS(avx2, __attribute__((target("avx2,fma"))))
ALL_LOOPS(avx512, __attribute__((target("avx512f"))))

int yardstick_isa_available(int isa) {
    __builtin_cpu_init();
    switch (isa) {
    case YARDSTICK_ISA_BASELINE: return 1;
    case YARDSTICK_ISA_AVX2: return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    case YARDSTICK_ISA_AVX512: return __builtin_cpu_supports("avx512f");
    default: return 0;
    }
}

#define DISPATCH(KIND, ...)                                                                          \
    if (isa == YARDSTICK_ISA_AVX512 && yardstick_isa_available(isa)) {                               \
        KIND##_avx512(__VA_ARGS__);                                                                  \
    } else if (isa == YARDSTICK_ISA_AVX2 && yardstick_isa_available(isa)) {                          \
        KIND##_avx2(__VA_ARGS__);                                                                    \
    } else {                                                                                         \
        KIND##_baseline(__VA_ARGS__);                                                                \
    }
#else
int yardstick_isa_available(int isa) { return isa == YARDSTICK_ISA_BASELINE; }
#define DISPATCH(KIND, ...) KIND##_baseline(__VA_ARGS__);
#endif

void yardstick_step_shared_f64(int isa, double *y, double *v, long n, double m00, double m01, double m10,
                               double m11, double ex, double ev) {
    DISPATCH(shared_f64, y, v, n, m00, m01, m10, m11, ex, ev)
}

void yardstick_step_shared_f32(int isa, float *y, float *v, long n, float m00, float m01, float m10, float m11,
                               float ex, float ev) {
    DISPATCH(shared_f32, y, v, n, m00, m01, m10, m11, ex, ev)
}

void yardstick_step_per_spring_f64(int isa, double *y, double *v, long n, const double *m00, const double *m01,
                                   const double *m10, const double *m11, double ex, double ev) {
    DISPATCH(per_spring_f64, y, v, n, m00, m01, m10, m11, ex, ev)
}

void yardstick_step_per_spring_f32(int isa, float *y, float *v, long n, const float *m00, const float *m01,
                                   const float *m10, const float *m11, float ex, float ev) {
    DISPATCH(per_spring_f32, y, v, n, m00, m01, m10, m11, ex, ev)
}
