// A null pointer dereference on one path.
// want: exits 0
// exhaustive
#include <klee/klee.h>
#include <stddef.h>

int main(void) {
  unsigned char c;
  int x = 5;
  int *p = &x;
  klee_make_symbolic(&c, sizeof c, "c");
  if (c == 42)
    p = NULL;
  *p = 1; // bug: ptr
  return 0;
}
