// Concrete floating point on x86-64's edge cases matches a native run:
// out-of-range conversions (integer indefinite, truncated for narrow
// types), NaN payloads through arithmetic and fmod, signed zeros and
// subnormals, ties to even.
// want: paths 1
// stdout-native
// cflags: -lm
#include <math.h>
#include <stdio.h>
#include <string.h>

static unsigned long long b(double d) {
  unsigned long long u;
  memcpy(&u, &d, 8);
  return u;
}

volatile double vals[] = {300.7, -1e10, 1e19, -0.0, 0x1p-1074, 2.5, 0x1.8p-1073, 4294967296.5, -129.5};

int main(void) {
  volatile unsigned long long nanbits = 0x7ff8000000000123ull;
  double nan;
  memcpy(&nan, (const void *)&nanbits, 8);
  for (unsigned i = 0; i < sizeof vals / sizeof vals[0]; i++) {
    double x = vals[i];
    float f = (float)x;
    printf("%d %d %d %lld %u %llu %d %u\n", (signed char)x, (short)x, (int)x, (long long)x, (unsigned)x,
           (unsigned long long)x, (unsigned char)f, (unsigned short)f);
    printf("%llx %llx %llx %llx\n", b(x * 0.5), b(x / 3.0), b(fmod(x, 0.7)), b((double)(float)(x * 1e-300)));
  }
  printf("%llx %llx %llx %llx\n", b(nan + 1.0), b(1.0 - nan), b(fmod(nan, 2.0)), b(fmod(2.0, 0.0)));
  printf("%llx %llx\n", b(0.0 / 0.0 * vals[0]), b(sqrt(-vals[0])));
  volatile double d = 1 + 0x1p-30;
  printf("%a %a\n", fma(d, d, -1.0), d * d - 1.0); /* fused, then rounded twice */
  return 0;
}
