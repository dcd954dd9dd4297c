// Symbolic objects are listed in creation order under the names the
// program gave, duplicates included, as in KLEE's tests (KLEE makes only
// its arrays' names unique; ktest objects keep the original names).
// want: inputs x x x y klee_range_v
#include <klee/klee.h>

int main(void) {
  int a, b, c;
  char d;
  klee_make_symbolic(&a, sizeof a, "x");
  klee_make_symbolic(&b, sizeof b, "x");
  klee_make_symbolic(&c, sizeof c, "x");
  klee_make_symbolic(&d, sizeof d, "y");
  int r = klee_range(3, 9, "klee_range_v");
  if (r == 5 && !klee_is_symbolic(7) && klee_is_symbolic(a))
    return 1;
  return 0;
}
