// abort() and klee_abort() are bugs of kind abort.
// want: exits 0
// exhaustive
#include <klee/klee.h>
#include <stdlib.h>

int main(void) {
  unsigned char c;
  klee_make_symbolic(&c, sizeof c, "c");
  if (c == 1)
    abort(); // bug: abort
  if (c == 2)
    klee_abort(); // bug: abort
  return 0;
}
