// Use after free on one path.
// want: exits 0 3
// exhaustive
#include <klee/klee.h>
#include <stdlib.h>

int main(void) {
  unsigned char c;
  klee_make_symbolic(&c, sizeof c, "c");
  int *p = malloc(sizeof *p);
  *p = 3;
  if (c & 1)
    free(p);
  int v = *p; // bug: ptr
  if (!(c & 1))
    free(p);
  return c == 0 ? 0 : v;
}
