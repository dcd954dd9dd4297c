/* A flip the SAT solver cannot decide in time (MuSE §3.5): factoring a
 * 64-bit product of two 32-bit numbers. With --partial-solutions=sat its
 * trail after each time slice is a partial solution, run as a seed.
 *
 * Paths (reasoning): x < 2: return 0; x >= 2, y < 2: return 0;
 * x, y >= 2 and x * y == C: never reached within the solver's time;
 * otherwise x > y: return 3, or x <= y: return 4. Four completed paths,
 * no bug. */
#include <klee/klee.h>

int main(void) {
  unsigned x, y;
  klee_make_symbolic(&x, sizeof x, "x");
  klee_make_symbolic(&y, sizeof y, "y");
  if (x < 2 || y < 2)
    return 0;
  if ((unsigned long long)x * y == 0xd2ec6a83e1e8a6c5ULL)
    return 2;
  if (x > y)
    return 3;
  return 4;
}
