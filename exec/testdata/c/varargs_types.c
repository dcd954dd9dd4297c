// Variadic arguments are laid out by their types, not their values: a
// small long long takes 8 bytes, a struct passed by value its bytes in
// place (byval), as the callee's va_arg reads them. varargs_m32.c runs
// this program on i386, where the slots are 4 bytes.
// native
// stdout-native
#include <klee/klee.h>
#include <stdarg.h>
#include <stdio.h>

struct big { int a, b, c, d, e; };
struct pair { char c; long long v; };

static long long sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long long s = 0;
  for (int i = 0; i < n; i++) {
    switch (i % 6) {
    case 0: s += va_arg(ap, long long); break;
    case 1: s += va_arg(ap, int); break;
    case 2: s += (long long)(va_arg(ap, double) * 4); break;
    case 3: { struct big b = va_arg(ap, struct big); s += b.a + 10 * b.e; break; }
    case 4: { struct pair p = va_arg(ap, struct pair); s += p.c + (p.v >> 20); break; }
    case 5: s += *va_arg(ap, short *); break;
    }
  }
  va_end(ap);
  return s;
}

int main(void) {
  struct big b = {1, 2, 3, 4, 5};
  struct pair p = {7, 1LL << 40};
  short h = -300;
  long long x;
  klee_make_symbolic(&x, sizeof x, "x");
  printf("%lld\n", sum(12, 5LL, (char)3, 1.5f, b, p, &h, -1LL, 2, 0.25, b, p, &h));
  long long r = sum(7, x, 1, 2.0, b, p, &h, x);
  if (r == 2 * x + 1 + 8 + 51 + 7 + (1 << 20) - 300)
    return 1;
  return 0;
}
