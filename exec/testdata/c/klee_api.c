// klee_int, klee_get_value_i32, klee_prefer_cex and friends.
// want: paths 2
// native
#include <klee/klee.h>

int main(void) {
  int x = klee_int("x");
  int y;
  klee_make_symbolic(&y, sizeof y, "y");
  klee_prefer_cex(&y, y > 0);
  if (x > 10) {
    int v = klee_get_value_i32(y);
    return v == y ? 1 : 99;
  }
  return 0;
}
