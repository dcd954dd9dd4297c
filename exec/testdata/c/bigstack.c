// A 1 TiB stack array is more than symx models: as in KLEE, the alloca
// yields NULL, and only the path that uses the array fails.
// want: exits 0
// want: warn alloca of 1 × 1099511627776 bytes is too large
#include <klee/klee.h>

int main(void) {
  unsigned char x;
  klee_make_symbolic(&x, sizeof x, "x");
  if (x == 5) {
    char big[1ULL << 40];
    big[x] = 1; // bug: ptr
    return big[x];
  }
  return 0;
}
