// Concrete floating point: arithmetic, conversions, compares and printf,
// compared with a native run.
// want: paths 1
// native
// stdout-native
#include <stdio.h>

volatile double vd = 3.75;
volatile float vf = -1.5f;

int main(void) {
  double d = vd;
  float f = vf;
  double r = d * d - f / 3.0 + (double)(f * f);
  float g = (float)r * 0.1f + f;
  int i = (int)r;
  unsigned u = (unsigned)(d * 1000.0);
  long long l = (long long)(-d * 1e12);
  double back = (double)l / 7.0 + (double)u + (float)i;
  printf("%f %.3f %g %e %d %u %lld\n", r, g, back, d / 1e5, i, u, l);
  printf("%5.2f|%-8.3g|%+.1e\n", (double)f, r, -back);
  int cmp = (d > f) + 2 * (f < -1.0f) + 4 * (r == r) + 8 * (g != g) + 16 * (d <= 3.75);
  double z = 0.0;
  double nan = z / z;
  cmp += 32 * (nan != nan) + 64 * (nan < 1.0);
  double diff = d - (double)f;
  printf("%f %f %f\n", diff, __builtin_fabs(f), (double)__builtin_fabsf(f - 2.0f));
  printf("%d %f\n", cmp, (r - 2.5 * (double)(long)(r / 2.5)) + (double)(-f) * d + 1.0);
  return cmp;
}
