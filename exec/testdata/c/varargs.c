// A variadic function reading ints, longs and doubles with va_arg.
// native
// stdout-native
#include <klee/klee.h>
#include <stdarg.h>
#include <stdio.h>

static long sum(int n, ...) {
  va_list ap, ap2;
  va_start(ap, n);
  va_copy(ap2, ap);
  long s = 0;
  for (int i = 0; i < n; i++) {
    switch (i % 3) {
    case 0: s += va_arg(ap, int); break;
    case 1: s += va_arg(ap, long); break;
    case 2: s += (long)(va_arg(ap, double) * 2.0); break;
    }
  }
  va_end(ap);
  s += va_arg(ap2, int) * 1000;
  va_end(ap2);
  return s;
}

int main(void) {
  int x;
  klee_make_symbolic(&x, sizeof x, "x");
  long r = sum(7, 1, 2L, 3.5, 4, 5L, 6.25, x);
  printf("%ld\n", sum(5, 10, 20L, 1.5, -3, 100000000000L));
  return (int)(r & 0x7f);
}
