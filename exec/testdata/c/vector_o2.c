// vector.c at -O2 (vector selects, reductions of unrolled loops).
// opt: O2
// native
#include "vector.c"
