// klee_assume restricts the inputs; an assumption that cannot hold is a
// user error.
// want: exits 1 2
// exhaustive
#include <klee/klee.h>

int main(void) {
  unsigned char c;
  klee_make_symbolic(&c, sizeof c, "c");
  klee_assume(c > 10);
  klee_assume(c < 20);
  if (c == 15)
    klee_assume(c == 16); // bug: user
  if (c < 15)
    return 1;
  return 2;
}
