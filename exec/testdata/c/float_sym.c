// A symbolic value used in floating point is concretized, with a warning.
// want: warn floating-point
// native
#include <klee/klee.h>

int main(void) {
  int x;
  klee_make_symbolic(&x, sizeof x, "x");
  double d = (double)x * 0.5;
  if (x > 100)
    return 1;
  return (int)d & 0x7f;
}
