// Output in a path's suffix: the two sides of a's branch print different
// lines, and so do b's (DFS: 4 paths). A soundness case of
// TestPSESoundness: --pse must cover what DFS covers.
#include <stdio.h>
#include <klee/klee.h>

int main(void) {
  int a, b;
  klee_make_symbolic(&a, sizeof a, "a");
  klee_make_symbolic(&b, sizeof b, "b");
  if (a > 0)
    printf("a positive: %d\n", 1);
  else
    puts("a not positive");
  if (b > 0)
    printf("b positive: %d\n", 2);
  else
    puts("b not positive");
  return 0;
}
