// Three consecutive symbolic branches: 8 paths (PSE, Fig. 1).
// want: paths 8
// want: exits 0 1
// native
#include <klee/klee.h>

int main(void) {
  int a, b, c, res;
  klee_make_symbolic(&a, sizeof a, "a");
  klee_make_symbolic(&b, sizeof b, "b");
  klee_make_symbolic(&c, sizeof c, "c");
  if (a <= 0)
    a = a + 10;
  else
    a = a - 10;
  if (a <= b)
    res = a - b;
  else
    res = a + b;
  if (res > c)
    res = 1;
  else
    res = 0;
  return res;
}
