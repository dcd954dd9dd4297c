// varargs_types.c on i386 (-m32): 4-byte slots, and a long long or a
// double in two of them whatever its value.
// m32
// native
// stdout-native
#include "varargs_types.c"
