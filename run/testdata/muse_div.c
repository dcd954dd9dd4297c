/* Concolic checks: a division by a symbolic value is decided by the
 * seed's value, with no query, and its other side (the divisor zero) is
 * an open branch that a flip reaches (exec.CheckSubscriber); so is an
 * access through a pointer into one object (in bounds, or out of bounds
 * on the other side), and a call through a symbolic function pointer
 * (the seed's target, or another); a symbolic allocation size takes the
 * path's model's value, with no query (exec's sized; sizes over 64 KiB,
 * as here, were lowered with queries before).
 *
 * Paths (reasoning): d == 7 divides by zero (bug, line 29);
 * (d ^ e) % 17 == 16 (d == 16, e == 0, say) writes past buf (bug, line
 * 30; two bytes, so that the executor's model repair cannot answer the
 * check); otherwise ops[e & 1] is even or odd (either, whatever d is),
 * and q > 0 exactly when d > 7: return 1, else return 0. Completed: 4;
 * bugs: 2. */
#include <klee/klee.h>
#include <stdlib.h>

static char buf[16];

static int even(void) { return 0; }
static int odd(void) { return 1; }
static int (*ops[2])(void) = {even, odd};

int main(void) {
  unsigned char d, e;
  klee_make_symbolic(&d, 1, "d");
  klee_make_symbolic(&e, 1, "e");
  int q = 84 / (d - 7);
  buf[(d ^ e) % 17] = 1;
  char *p = malloc((d | 64) * 1025);
  p[(d | 64) * 1025 - 1] = 1;
  int parity = ops[e & 1]();
  if (q > 0)
    return 1 + parity;
  return parity;
}
