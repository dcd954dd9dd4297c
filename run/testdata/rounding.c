// Rounding modes per path: the input byte picks the mode (FE_TONEAREST,
// FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO) and a divisor d of 1..4; 1/d,
// d plus a tiny addend, the float conversion of a long and a sum that cancels
// exactly all round as the path's mode says, and the exit code records
// how. Paths: per mode, d = 1 and 2 take the same branches (q > c, not
// q < 0.34), d = 3 and 4 each their own (1/3 rounds to c or below it);
// under FE_TONEAREST n = 0 also differs from n = 4, as 2^24+1 rounds to
// even (2^24) and not up: 4 + 3 + 3 + 3 = 13.
// want: completed 13 partial 0
// exhaustive 16
#include <fenv.h>
#include <klee/klee.h>

int main(void) {
  unsigned char n;
  klee_make_symbolic(&n, sizeof n, "n");
  klee_assume(n < 16);
  int m = FE_TONEAREST;
  if ((n & 3) == 1)
    m = FE_DOWNWARD;
  else if ((n & 3) == 2)
    m = FE_UPWARD;
  else if ((n & 3) == 3)
    m = FE_TOWARDZERO;
  if (fesetround(m) != 0 || fegetround() != m)
    return 99;
  float d = (float)(n >> 2) + 1.0f; /* symbolic */
  float q = 1.0f / d;
  int code = 0;
  if (d + 0x1p-30f > d) /* only when rounding up */
    code |= 1;
  if (q > 0.333333343f && q < 0.34f)
    code |= 2;
  if (q < 0.333333343f && q > 0.33f)
    code |= 4;
  float f = (float)(16777217L + (long)n); /* 2^24+1+n: rounds */
  if (f > 16777217.0f)
    code |= 8;
  float z = d - d; /* an exact zero: -0 when rounding down */
  if (1.0f / z < 0)
    code |= 16;
  return code + 32 * (n & 3);
}
