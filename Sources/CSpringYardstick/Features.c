/* The vector features this target was compiled for, read from the compiler's predefined macros. */
#include "CSpringYardstick.h"

const char *yardstick_compiled_features(void) {
    return ""
#if defined(__SSE2__)
           " sse2"
#endif
#if defined(__SSE4_2__)
           " sse4_2"
#endif
#if defined(__AVX__)
           " avx"
#endif
#if defined(__AVX2__)
           " avx2"
#endif
#if defined(__FMA__)
           " fma"
#endif
#if defined(__AVX512F__)
           " avx512f"
#endif
#if defined(__ARM_NEON)
           " neon"
#endif
        ;
}
