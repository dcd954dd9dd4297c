// Shifts by the width or more are undefined in C (x86 masks the amount):
// KLEE's overshift check, on by default, ends such paths with an overshift
// bug, so n = 32 and n = 33 are no longer one path. A concrete amount
// (k) is checked too.
// want: exits 0 1 2
// exhaustive
#include <klee/klee.h>

int main(void) {
  unsigned char n;
  klee_make_symbolic(&n, sizeof n, "n");
  unsigned s = n & 63;
  unsigned x = 0x80000001u >> s; // bug: overshift
  if (x == 1)
    return 1;
  unsigned long long y = 1ULL << (n >> 1); // bug: overshift
  if (y >> 40)
    return 2;
  volatile unsigned k = n == 7 ? 40 : 31;
  return (1u << k) != 0x80000000u; // bug: overshift
}
