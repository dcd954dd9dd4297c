// setjmp/longjmp: error recovery from several frames down, nested
// handlers that rethrow, longjmp(env, 0) returning 1, sigsetjmp, locals kept in
// memory across the jump, symbolic branches before and after the jumps.
// Every path is replayed natively.
// want: exits 12 13 20 31 33 40 42
// want: paths 7
// native
#include <klee/klee.h>
#include <setjmp.h>

static jmp_buf outer, inner;
static int depth_reached;

__attribute__((noinline)) static void fail(int code) { longjmp(inner, code); }

__attribute__((noinline)) static int parse(unsigned char c, int level) {
  depth_reached = level;
  if (level < 3)
    return parse(c, level + 1) + 1;
  if (c > 200)
    fail(2); // several frames down
  if (c == 7)
    fail(0); // setjmp returns 1
  return c & 1;
}

__attribute__((noinline)) static void rethrow(int v) { longjmp(outer, v + 1); }

int main(void) {
  unsigned char a, b;
  klee_make_symbolic(&a, sizeof a, "a");
  klee_make_symbolic(&b, sizeof b, "b");
  volatile int tries = 0;
  if (a < 100) { // symbolic branch before any setjmp
    int r = setjmp(outer);
    if (r != 0) {
      // after the jump: the local counter kept its value
      if (b == 255)
        return 30 + tries + (r != 3);
      return 33;
    }
    tries++;
    int q = setjmp(inner);
    if (q == 0) {
      int v = parse(b, 0);
      return 10 + v; // 13 or 14 for a plain return
    }
    if (q == 2 && a < 50)
      rethrow(q); // nested: the inner handler jumps to the outer one
    if (q == 1)
      return 11 + (depth_reached == 3);
    return 20 + (a & 1) + (b == 255);
  }
  static sigjmp_buf sig; // sigsetjmp is glibc's __sigsetjmp
  int r = sigsetjmp(sig, 1);
  if (r == 0) {
    if (b > 10)
      siglongjmp(sig, b); // jump within the same frame
    return 40;
  }
  return r == b ? 41 + (a > 200) : 99;
}
