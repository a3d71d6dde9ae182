/* CSpringYardstick: plain C copies of the spring kernels' loops, and the machine probes that bound them.
 *
 * The Swift variants are the product; these loops exist to measure them. The step loops are the same
 * statements as ExactStepSpringBatch<Double> / <Float> (y1 = (m00*y + m01*v + F) - F, ...,
 * snapped to 0 inside the rest band) compiled by SwiftPM's clang at the package's default settings, plus
 * copies compiled for AVX2+FMA and AVX-512F, used only when the CPU has them. Floating-point contraction
 * is off in every copy (Swift never fuses a*b + c), so every copy computes bit-identical results.
 *
 * The probes measure limits, never a kernel: the memory probe moves a step's bytes in its pattern with
 * none of its arithmetic; the compute probe runs independent multiply-add chains. Each comes in several
 * methods (vector widths the CPU runs, fused or not); the caller times them and keeps the fastest. */
#ifndef C_SPRING_YARDSTICK_H
#define C_SPRING_YARDSTICK_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Instruction sets a step loop is compiled for. */
typedef enum {
    YARDSTICK_ISA_BASELINE = 0, /* the package's default target (x86-64: SSE2; arm64: NEON) */
    YARDSTICK_ISA_AVX2 = 1,     /* x86-64 with AVX2 and FMA */
    YARDSTICK_ISA_AVX512 = 2    /* x86-64 with AVX-512F */
} yardstick_isa;

/* 1 when the running CPU can execute the copy compiled for `isa` (always 1 for the baseline). */
int yardstick_isa_available(int isa);

/* One frame of springs [0, n) with a shared 2x2 matrix (double / single precision); unknown or unavailable
 * ISAs run the baseline copy. ex, ev: rest thresholds. */
void yardstick_step_shared_f64(int isa, double *y, double *v, long n, double m00, double m01, double m10,
                               double m11, double ex, double ev);
void yardstick_step_shared_f32(int isa, float *y, float *v, long n, float m00, float m01, float m10, float m11,
                               float ex, float ev);
/* One frame with one matrix per spring (four arrays of n entries). */
void yardstick_step_per_spring_f64(int isa, double *y, double *v, long n, const double *m00, const double *m01,
                                   const double *m10, const double *m11, double ex, double ev);
void yardstick_step_per_spring_f32(int isa, float *y, float *v, long n, const float *m00, const float *m01,
                                   const float *m10, const float *m11, float ex, float ev);

/* The closed-form batch: per-spring coefficients (computed once), then every spring at every time. */
typedef struct {
    long count;
    unsigned char *regime; /* 0 under, 1 critical, 2 over */
    double *decay, *frequency, *coefficient_a, *coefficient_b, *velocity_c, *velocity_s, *target;
} yardstick_closed_form;

/* Fills `batch` from per-spring parameters; returns 0, or -1 when memory ran out (batch left empty). */
int yardstick_closed_form_init(yardstick_closed_form *batch, long count, const double *mass,
                               const double *stiffness, const double *damping, const double *from,
                               const double *to, const double *velocity);
void yardstick_closed_form_free(yardstick_closed_form *batch);
/* Spring-major output: element s*time_count + j is spring s at times[j]. */
void yardstick_closed_form_evaluate(const yardstick_closed_form *batch, const double *times, long time_count,
                                    double *positions, double *velocities);

/* Memory probe: reads and rewrites `words` 64-bit words of y and of v in place, reading the same number of
 * words of m0..m3 when m0 is not NULL, with only a bitwise OR/AND/XOR against `zero` (which must be 0) per
 * vector. method 0: plain loop (auto-vectorized); 1: explicit vectors at this target's width, unrolled 4x;
 * 2: as 1 with software prefetch 1 KiB ahead; 3, 4: as 1, 2 with 256-bit AVX2 vectors; 5, 6: with 512-bit
 * AVX-512F vectors (x86-64 only, when the CPU has them). Returns a value to consume. */
unsigned long long yardstick_memory_probe(int method, void *y, void *v, long words, const void *m0,
                                          const void *m1, const void *m2, const void *m3, unsigned long long zero);
/* Number of memory probe methods, and whether the running CPU can run one. */
int yardstick_memory_probe_methods(void);
int yardstick_memory_probe_available(int method);

/* Compute probe: `iterations` rounds of YARDSTICK_PEAK_CHAINS independent chains x = x*m + a on full-width
 * vectors of doubles / floats (2 operations per lane per chain per round). method 0: this target's width,
 * a multiply then an add; 1: this target's width, fused (when the build's target has FMA: arm64, or x86-64
 * compiled with it); 2: 256-bit AVX2 with FMA; 3: 512-bit AVX-512F, fused (x86-64 only, when the CPU has
 * them). Unavailable methods run method 0. Returns a value to consume. */
double yardstick_peak_f64(int method, long iterations, double m, double a);
float yardstick_peak_f32(int method, long iterations, float m, float a);
/* Operations one round of yardstick_peak_f64 / _f32 performs with `method` (chains x lanes x 2). */
long yardstick_peak_operations_per_round_f64(int method);
long yardstick_peak_operations_per_round_f32(int method);
/* Number of compute probe methods, and whether the running CPU (and this build) can run one. */
int yardstick_peak_methods(void);
int yardstick_peak_available(int method);

/* The vector features this C target was compiled for, from the compiler's predefined macros
 * ("sse2 sse4.2 avx avx2 fma avx512f", "neon"), and this target's vector width in bytes (the probes' narrowest). */
const char *yardstick_compiled_features(void);
int yardstick_vector_bytes(void);

/* The same macros as seen by the code that includes this header: imported into Swift, this reports the
 * target Swift's clang importer compiled for (it follows -Xcc flags, and -target-cpu as Swift passes it). */
static inline int yardstick_includer_has_avx2(void) {
#if defined(__AVX2__)
    return 1;
#else
    return 0;
#endif
}
static inline int yardstick_includer_has_avx512f(void) {
#if defined(__AVX512F__)
    return 1;
#else
    return 0;
#endif
}
static inline int yardstick_includer_has_fma(void) {
#if defined(__FMA__)
    return 1;
#else
    return 0;
#endif
}

#ifdef __cplusplus
}
#endif

#endif
