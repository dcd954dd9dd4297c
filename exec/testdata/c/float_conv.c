// Out-of-range float-to-integer conversions give what the native code
// gives (LLVM calls them poison), and a*b+c (llvm.fmuladd at -O0) rounds
// twice, as x86-64 code without FMA does, whatever symx was built for
// (GOAMD64=v3 lets Go fuse a*b+c). float_conv_m32.c runs this on i386.
// want: paths 1
// native
// stdout-native
#include <stdio.h>

volatile double big = 1e19, k = 1000.0, h = 1e5, nan_src = 0.0, huge = 1e300;
volatile float fk = 1000.0f, fh = 1e5f;
volatile double a = 1.0000000009313226, b = 0.9999999990686774, c = -1.0;
volatile float fa = 1.0001220703125f, fb = 0.9998779296875f, fc = -1.0f;

int main(void) {
  double nan = nan_src / nan_src;
  printf("%u %u %d %d %d %d\n", (unsigned)big, (unsigned)-big, (signed char)k, (short)h, (signed char)fk, (short)fh);
  printf("%u %u %d %lld %llu %llu\n", (unsigned char)k, (unsigned short)h, (int)huge, (long long)nan,
         (unsigned long long)big, (unsigned long long)huge);
#ifndef __i386__
  /* x87 code keeps a*b in extended precision: only x86-64 rounds twice. */
  printf("%.17g %.9g\n", a * b + c, (double)(fa * fb + fc));
#endif
  return 0;
}
