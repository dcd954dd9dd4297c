// long double (x86_fp80) is computed as double: arithmetic, conversions,
// a struct field, varargs, printf's %Lf and %Lg, strtold. The exit code
// folds in what was printed, so a native replay checks it all.
#include <klee/klee.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

struct rec {
  char tag;
  long double v;
  int after;
};

static long double sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long double s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, long double);
  va_end(ap);
  return s;
}

static unsigned hash(const char *s) {
  unsigned h = 5381;
  while (*s)
    h = h * 33 + (unsigned char)*s++;
  return h;
}

int main(void) {
  int n;
  klee_make_symbolic(&n, sizeof n, "n");
  klee_assume(n >= -4 & n <= 4);
  struct rec r = {'x', n / 4.0L, 7};
  long double x = sum(3, r.v, 1.5L, (long double)n * 0.25L);
  long double back = strtold("2.75", 0);
  int code = 0;
  if (x > back)
    code |= 1;
  if (x == 1.5L)
    code |= 2;
  if (r.after != 7 || r.tag != 'x')
    code |= 4;
  char buf[64];
  snprintf(buf, sizeof buf, "%.3Lf|%Lg|%zu", x, x / 3, sizeof(long double));
  code |= (hash(buf) % 16) << 3;
  printf("%s\n", buf);
  return code;
}
