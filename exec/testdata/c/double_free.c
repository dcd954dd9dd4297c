// Double free on one path.
// want: exits 0
// exhaustive
#include <klee/klee.h>
#include <stdlib.h>

int main(void) {
  unsigned char c;
  klee_make_symbolic(&c, sizeof c, "c");
  char *p = malloc(10);
  free(p);
  if (c == 7)
    free(p); // bug: free
  return 0;
}
