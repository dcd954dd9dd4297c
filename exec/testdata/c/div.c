// Division and remainder by a symbolic divisor: the zero case forks off
// as a bug.
// want: exits 0 1 2
// exhaustive
#include <klee/klee.h>

int main(void) {
  unsigned char in;
  klee_make_symbolic(&in, sizeof in, "in");
  int a = in >> 4, b = in & 15;
  if (a < 8) {
    if (100 / b > 10) // bug: div
      return 1;
    return 0;
  }
  if (a % (b - 3) == 0) // bug: div
    return 2;
  return 0;
}
