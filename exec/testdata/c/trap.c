// __builtin_trap (llvm.trap) ends the path like abort.
// want: exits 0
#include <klee/klee.h>

int main(void) {
  unsigned char c;
  klee_make_symbolic(&c, sizeof c, "c");
  if (c == 5)
    __builtin_trap(); // bug: abort
  return 0;
}
