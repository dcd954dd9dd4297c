// Reaching __builtin_unreachable.
// want: exits 1 2
// exhaustive
#include <klee/klee.h>

int main(void) {
  unsigned char c;
  klee_make_symbolic(&c, sizeof c, "c");
  if (c < 10)
    return 1;
  if (c < 250)
    return 2;
  __builtin_unreachable(); // bug: unreachable
}
