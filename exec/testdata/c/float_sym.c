// Floating-point values stay symbolic: branches on them fork (NaN, an
// exact product, a float sum, an out-of-range conversion), and every test
// replays natively to the same outcome.
// want: exits 0 1 2 3 4
// native
#include <klee/klee.h>

int main(void) {
  double d;
  float f;
  klee_make_symbolic(&d, sizeof d, "d");
  klee_make_symbolic(&f, sizeof f, "f");
  if (d != d)
    return 1;
  if (d * 3.0 == 1.0)
    return 2;
  if ((float)d + f < -1e30f)
    return 3;
  if ((int)f == -2147483647 - 1 && f > 0)
    return 4; // cvttss2si's integer indefinite
  return 0;
}
