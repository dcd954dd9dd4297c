// fesetround and fegetround: a value that is no mode is refused (1, the
// mode kept, as glibc does); a symbolic mode is concretized with a
// warning; the path then divides rounding upward (compared natively).
// want: paths 1
// want: exits 4
// want: warn fesetround: symbolic rounding mode concretized
// native
#include <fenv.h>
#include <klee/klee.h>

volatile double one = 1.0, three = 3.0;

int main(void) {
  int code = 0;
  if (fesetround(0x123) == 0 || fegetround() != FE_TONEAREST)
    code |= 1;
  int m;
  klee_make_symbolic(&m, sizeof m, "m");
  klee_assume(m == FE_UPWARD);
  if (fesetround(m) != 0 || fegetround() != FE_UPWARD)
    code |= 2;
  if (one / three > 0.33333333333333331) /* 1/3 rounded up */
    code |= 4;
  return code;
}
