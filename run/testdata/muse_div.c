/* Concolic checks: a division by a symbolic value is decided by the
 * seed's value, with no query, and its other side (the divisor zero) is
 * an open branch that a flip reaches (exec.CheckSubscriber); so is an
 * access through a pointer into one object (in bounds, or out of bounds
 * on the other side); a symbolic allocation size takes the path's
 * model's value, with no query (exec's sized; sizes over 64 KiB, as here,
 * were lowered with queries before).
 *
 * Paths (reasoning): d == 7 divides by zero (bug, line 23);
 * (d ^ e) % 17 == 16 (d == 16, e == 0, say) writes past buf (bug, line
 * 24; two bytes, so that the executor's model repair cannot answer the
 * check); otherwise q > 0 exactly when d > 7: return 1, else return 0.
 * Completed: 2; bugs: 2. */
#include <klee/klee.h>
#include <stdlib.h>

static char buf[16];

int main(void) {
  unsigned char d, e;
  klee_make_symbolic(&d, 1, "d");
  klee_make_symbolic(&e, 1, "e");
  int q = 84 / (d - 7);
  buf[(d ^ e) % 17] = 1;
  char *p = malloc((d | 64) * 1025);
  p[(d | 64) * 1025 - 1] = 1;
  if (q > 0)
    return 1;
  return 0;
}
