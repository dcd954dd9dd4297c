// longjmp to the frame of a setjmp that has returned is undefined; symx
// reports it as a user error instead of resuming a dead frame.
// want: exits 0
#include <klee/klee.h>
#include <setjmp.h>

static jmp_buf env;

__attribute__((noinline)) static int arm(void) { return setjmp(env); }

int main(void) {
  unsigned char c;
  klee_make_symbolic(&c, sizeof c, "c");
  if (arm() != 0)
    return 1;
  if (c == 5)
    longjmp(env, 1); // bug: user
  return 0;
}
