// fnptr.c on i386 (-m32): the symbolic function pointer is 32 bits wide.
// m32
// want: exits 1 2 3 4
// exhaustive
#include "fnptr.c"
