// float_conv.c on i386 (-m32), where the x87 converts narrow integers at
// 16 bits and fptoui to 64 bits differs from x86-64.
// m32
// want: paths 1
// native
// stdout-native
#include "float_conv.c"
