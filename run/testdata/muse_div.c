/* Concolic checks: a division by a symbolic value is decided by the
 * seed's value, with no query, and its other side (the divisor zero) is
 * an open branch that a flip reaches (exec.CheckSubscriber); a symbolic
 * allocation size takes the path's model's value, with no query (exec's
 * sized; sizes over 64 KiB, as here, were lowered with queries before).
 *
 * Paths (reasoning): d == 7 divides by zero (bug, line 16); otherwise
 * q > 0 exactly when d > 7: return 1, else return 0. Completed: 2;
 * bugs: 1. */
#include <klee/klee.h>
#include <stdlib.h>

int main(void) {
  unsigned char d;
  klee_make_symbolic(&d, 1, "d");
  int q = 84 / (d - 7);
  char *p = malloc((d | 64) * 1025);
  p[(d | 64) * 1025 - 1] = 1;
  if (q > 0)
    return 1;
  return 0;
}
