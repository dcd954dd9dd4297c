// Inline assembly cannot be executed: the path reaching it ends with an
// error naming it; other paths go on.
// want: exits 0
#include <klee/klee.h>

int main(void) {
  unsigned char c;
  klee_make_symbolic(&c, sizeof c, "c");
  if (c == 3)
    __asm__ volatile("nop"); // bug: exec
  return 0;
}
