// arith.c at -O2: selects, phis, min/max and funnel-shift intrinsics.
// opt: O2
// native
#include "arith.c"
