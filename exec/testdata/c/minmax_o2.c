// Min/max idioms become llvm.smax/smin/umax/umin at -O2; a struct
// returned by a non-inlined function is built with insertvalue; memmove.
// opt: O2
// native
#include <klee/klee.h>
#include <string.h>

struct two { long lo, hi; };

__attribute__((noinline)) static struct two order(long a, long b) {
  struct two t;
  t.lo = a < b ? a : b;
  t.hi = a < b ? b : a;
  return t;
}

__attribute__((noinline)) static unsigned umx(unsigned a, unsigned b) { return a > b ? a : b; }
__attribute__((noinline)) static unsigned umn(unsigned a, unsigned b) { return a < b ? a : b; }
__attribute__((noinline)) static int smx(int a, int b) { return a > b ? a : b; }
__attribute__((noinline)) static int smn(int a, int b) { return a < b ? a : b; }

int main(void) {
  int in[2];
  klee_make_symbolic(in, sizeof in, "in");
  struct two t = order(in[0], in[1]);
  char buf[16] = "abcdefghijklmno";
  memmove(buf + 2, buf, (size_t)(in[0] & 7));
  unsigned r = umx((unsigned)in[0], 77u) ^ umn((unsigned)in[1], 1000u);
  r += (unsigned)smx(in[0], -5) + (unsigned)smn(in[1], 3);
  r += (unsigned)(t.hi - t.lo) + (unsigned char)buf[5];
  return (int)(r % 241);
}
