// The inline assembly real programs use: cpuid for CPU features (symx
// reports none, so the portable code runs; natively the answer may
// differ, but not the result) and bsf, a count of trailing zeros, as in
// coreutils' factor. One path per trailing-zero count of a nonzero byte.
// want: paths 8
// want: exits 0 1 2 3 4 5 6 7
// native
#include <cpuid.h>
#include <klee/klee.h>

static int has_feature(void) {
  unsigned a, b, c, d;
  if (!__get_cpuid(1, &a, &b, &c, &d))
    return 0;
  return (c >> 1) & 1; // pclmulqdq
}

static int portable_ctz(unsigned long x) {
  int n = 0;
  while (!(x & 1)) {
    x >>= 1;
    n++;
  }
  return n;
}

int main(void) {
  unsigned char v;
  klee_make_symbolic(&v, sizeof v, "v");
  klee_assume(v != 0);
  unsigned long x = v;
  int n;
  __asm__("bsf\t%1, %q0" : "=r"(n) : "rm"(x));
  int f = has_feature(); // either answer computes the same
  if (f ? n != __builtin_ctzl(x) : n != portable_ctz(x))
    return 100;
  return n;
}
