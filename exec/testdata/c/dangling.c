// A pointer to a local of a returned frame: KLEE reports the access as a
// ptr error (the frame's stack objects are unbound on return). Between
// the return and the access other calls run, whose frames must not take
// over the dead local's address.
// want: paths 0
// native
// cflags: -fsanitize-address-use-after-return=always
#include <klee/klee.h>

__attribute__((noinline)) int *leak(int v) {
  int local = v;
  return &local;
}

__attribute__((noinline)) int work(int a, int b, int c) {
  int t[4] = {a, b, c, a + b};
  return t[0] + t[1] + t[2] + t[3];
}

int main(void) {
  int x;
  klee_make_symbolic(&x, sizeof x, "x");
  int *p = leak(x);
  int s = 0;
  for (int i = 0; i < 8; i++)
    s += work(i, x, s);
  return *p + s; // bug: ptr
}
