// The event stream's test program (events_test.go): one symbolic input,
// a call, stores, a symbolic branch that forks, a concrete branch and a
// switch on a symbolic value with one feasible case left.
// want: paths 3
// want: exits 0 1 2
// native
#include <klee/klee.h>

int g;

static int twice(int v) { return v * 2; }

int main(void) {
  int x;
  klee_make_symbolic(&x, sizeof x, "x");
  g = twice(3);
  if (x > 5) {
    if (g == 6) {
      switch (x) {
      case 1:
        return 3;
      default:
        return 1;
      }
    }
    return 4;
  }
  if (x == -7)
    return 2;
  return 0;
}
