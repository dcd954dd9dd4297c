// structs.c at -O2.
// opt: O2
// native
#include "structs.c"
