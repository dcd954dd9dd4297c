/* The mutants test's program: TestMutantsMeasure knows which of its
 * mutants each test suite kills. */
#include <klee/klee.h>
#include <stdio.h>

int twice(int v) { return v + v; }

int rare(int v) { return v * 3; } /* no test enters it */

int main(int argc, char **argv) {
  int x;
  klee_make_symbolic(&x, sizeof x, "x");
  printf("%s: %d\n", argv[0], twice(x)); /* argv[0]: each binary its own */
  if (x > 10)
    return 1;
  if (x == -5)
    return rare(x);
  return 0;
}
