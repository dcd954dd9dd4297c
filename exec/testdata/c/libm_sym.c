// libm's exactly rounded functions (sqrt, fabs, fmin, fma, fmod) run as FP
// operations on symbolic values, so their results can be branched on;
// every test replays natively to the same outcome.
// want: exits 0 1 2 3 4 5
// native
// cflags: -lm
#include <klee/klee.h>
#include <math.h>

int main(void) {
  double d;
  float f;
  klee_make_symbolic(&d, sizeof d, "d");
  klee_make_symbolic(&f, sizeof f, "f");
  if (sqrt(d) == 3.0)
    return 1;
  if (fabs(d) == 2.5 && d < 0)
    return 2;
  if (fmin(d, 1.0) == -7.0)
    return 3;
  if (sqrtf(f) > 1e10f && fma(d, d, -1.0) == 0.0)
    return 4;
  if (fmodf(f, 3.0f) == 1.5f && f > 10.0f)
    return 5;
  return 0;
}
