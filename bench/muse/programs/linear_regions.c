/* MuSE benchmark (QF_LIA shape): the plane is cut by eight lines; the
 * program classifies (x, y, z) by nested linear tests, as the paper's
 * Fig. 2 does with three. Simplex's pivots walk across regions. */
#include <klee/klee.h>

volatile int out;

static int classify(int x, int y, int z) {
  int r = 0;
  if (x + y >= 2) {
    if (2 * y - x >= 1) {
      if (2 * x - y >= 0)
        r = 1;
      else if (x + 3 * z <= 40)
        r = 2;
      else
        r = 3;
    } else if (x - z >= 7) {
      if (y + z <= -5)
        r = 4;
      else
        r = 5;
    } else
      r = 6;
  } else if (3 * x + 2 * y <= -12) {
    if (z - y >= 9)
      r = 7;
    else if (x + y + z >= -20)
      r = 8;
    else
      r = 9;
  } else
    r = 10;
  return r;
}

int main(void) {
  int x, y, z, n = 0;
  klee_make_symbolic(&x, sizeof x, "x");
  klee_make_symbolic(&y, sizeof y, "y");
  klee_make_symbolic(&z, sizeof z, "z");
  klee_assume(x > -1000 & x < 1000 & y > -1000 & y < 1000 & z > -1000 & z < 1000);
  for (int k = 0; k < 3; k++) {
    n += classify(x + k, y - k, z + 2 * k);
  }
  out = n;
  return 0;
}
