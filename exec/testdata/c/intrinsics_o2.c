// intrinsics.c at -O2 (llvm.abs, llvm.fshl, llvm.ctlz with flags, ...).
// opt: O2
// native
#include "intrinsics.c"
