/* Floating-point flips (MuSE §3.4): the FP search's improving points on
 * the way to a model are partial solutions.
 *
 * Paths (reasoning): d*d > 2 and d < 1.5 (d below -√2, or just above
 * √2): return 1; d*d > 2 otherwise: return 2; d*d <= 2 (NaN included)
 * and d > 1: return 3; otherwise: return 0. Four completed paths, no
 * bug. */
#include <klee/klee.h>

int main(void) {
  double d;
  klee_make_symbolic(&d, sizeof d, "d");
  if (d * d > 2.0) {
    if (d < 1.5)
      return 1;
    return 2;
  }
  if (d > 1.0)
    return 3;
  return 0;
}
