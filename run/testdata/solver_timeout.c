// One branch needs a query no solver decides quickly: a 64-bit product of
// two 32-bit inputs equal to a constant (factoring). Under a small
// --max-solver-time that query times out: KLEE ends the state with a
// solver error ("Query timed out (fork).", a .solver.err test) and the
// other paths finish: exits 1 and 2 (c is 'a', 'b'), and 0 for x <= 1 and
// for y <= 1.
#include <klee/klee.h>
#include <stdint.h>

int main(void) {
  unsigned char c;
  uint32_t x, y;
  klee_make_symbolic(&c, sizeof c, "c");
  if (c == 'a')
    return 1;
  if (c == 'b')
    return 2;
  klee_make_symbolic(&x, sizeof x, "x");
  klee_make_symbolic(&y, sizeof y, "y");
  if (x <= 1 || y <= 1)
    return 0;
  if ((uint64_t)x * y == 0xd2ec6a83e1e8a6c5ULL) // the hard query
    return 3;
  return 4;
}
