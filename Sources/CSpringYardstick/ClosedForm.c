/* The closed-form batch of ClosedFormSpringBatch in C: the same per-spring coefficients and the same
 * per-sample statements (y = A*C(t) + B*S(t), y' = VC*C(t) + VS*S(t)), with the C library's exp, sin, cos and
 * expm1. Contraction is off, as in Swift. */
#include "CSpringYardstick.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

#pragma STDC FP_CONTRACT OFF
#pragma clang fp contract(off)

int yardstick_closed_form_init(yardstick_closed_form *batch, long count, const double *mass,
                               const double *stiffness, const double *damping, const double *from,
                               const double *to, const double *velocity) {
    memset(batch, 0, sizeof *batch);
    size_t n = count > 0 ? (size_t)count : 1;
    batch->regime = malloc(n);
    double **arrays[] = {&batch->decay, &batch->frequency, &batch->coefficient_a, &batch->coefficient_b,
                         &batch->velocity_c, &batch->velocity_s, &batch->target};
    int failed = batch->regime == NULL;
    for (size_t k = 0; k < sizeof arrays / sizeof arrays[0]; k++) {
        *arrays[k] = malloc(n * sizeof(double));
        failed |= *arrays[k] == NULL;
    }
    if (failed) {
        yardstick_closed_form_free(batch);
        return -1;
    }
    batch->count = count;
    for (long s = 0; s < count; s++) {
        double m = mass[s], k = stiffness[s], c = damping[s];
        double omega0 = sqrt(k / m);
        double zeta = c / (2 * sqrt(k * m));
        double a = zeta * omega0;
        double y0 = from[s] - to[s];
        double v0 = velocity[s];
        if (zeta < 1) {
            batch->regime[s] = 0;
            batch->decay[s] = a;
            batch->frequency[s] = omega0 * sqrt(1 - zeta * zeta);
        } else if (zeta == 1) {
            batch->regime[s] = 1;
            batch->decay[s] = a;
            batch->frequency[s] = 0;
        } else {
            batch->regime[s] = 2;
            batch->decay[s] = omega0 / (zeta + sqrt(zeta * zeta - 1));
            batch->frequency[s] = omega0 * sqrt(zeta * zeta - 1);
        }
        batch->coefficient_a[s] = y0;
        batch->coefficient_b[s] = v0 + a * y0;
        batch->velocity_c[s] = v0;
        batch->velocity_s[s] = -(a * v0 + omega0 * omega0 * y0);
        batch->target[s] = to[s];
    }
    return 0;
}

void yardstick_closed_form_free(yardstick_closed_form *batch) {
    free(batch->regime);
    free(batch->decay);
    free(batch->frequency);
    free(batch->coefficient_a);
    free(batch->coefficient_b);
    free(batch->velocity_c);
    free(batch->velocity_s);
    free(batch->target);
    memset(batch, 0, sizeof *batch);
}

void yardstick_closed_form_evaluate(const yardstick_closed_form *batch, const double *times, long n,
                                    double *positions, double *velocities) {
    for (long s = 0; s < batch->count; s++) {
        double A = batch->coefficient_a[s], B = batch->coefficient_b[s];
        double VC = batch->velocity_c[s], VS = batch->velocity_s[s];
        double a = batch->decay[s], w = batch->frequency[s], to = batch->target[s];
        long base = s * n;
        switch (batch->regime[s]) {
        case 0:
            for (long j = 0; j < n; j++) {
                double t = times[j];
                double e = exp(-a * t);
                double C = e * cos(w * t);
                double S = e * sin(w * t) / w;
                positions[base + j] = to + (A * C + B * S);
                velocities[base + j] = VC * C + VS * S;
            }
            break;
        case 1:
            for (long j = 0; j < n; j++) {
                double t = times[j];
                double e = exp(-a * t);
                double S = t * e;
                positions[base + j] = to + (A * e + B * S);
                velocities[base + j] = VC * e + VS * S;
            }
            break;
        default: {
            double fast_extra = 2 * w; /* fast decay = slow decay + 2*omega_h */
            double half = 1 / (2 * w);
            for (long j = 0; j < n; j++) {
                double t = times[j];
                double slow = exp(-a * t);
                double fast = slow * exp(-fast_extra * t);
                double C = (slow + fast) * 0.5;
                double S = -slow * expm1(-fast_extra * t) * half;
                positions[base + j] = to + (A * C + B * S);
                velocities[base + j] = VC * C + VS * S;
            }
            break;
        }
        }
    }
}
