/* The mutants test's program: TestMutantsMeasure knows which of its mutants each
 * test suite kills. */
#include <klee/klee.h>
#include <stdio.h>

int twice(int v) { return v + v; }

int main(int argc, char **argv) {
  int x;
  klee_make_symbolic(&x, sizeof x, "x");
  printf("%s: %d\n", argv[0], twice(x)); /* argv[0]: each binary its own */
  if (x > 10)
    return 1;
  return 0;
}
