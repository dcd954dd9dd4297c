// One path asks the solver many questions without forking (every
// comparison is infeasible one way); the other ends at once. A time slice
// ends once the state has spent sliceSolverTime in the solver
// (TestSliceEndsOnSolverTime: the searcher is consulted again).
// want: exits 0 1
#include <klee/klee.h>

int main(void) {
  unsigned x;
  klee_make_symbolic(&x, sizeof x, "x");
  if (x == 7)
    return 1;
  klee_assume(x < 100);
  for (unsigned i = 0; i < 60; i++)
    if (x == 1000 + 3 * i)
      return 2;
  return 0;
}
