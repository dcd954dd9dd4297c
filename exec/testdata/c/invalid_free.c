// Freeing a stack object, and a pointer into the middle of a heap object.
// want: exits 0
// exhaustive
#include <klee/klee.h>
#include <stdlib.h>

int main(void) {
  unsigned char c;
  int local;
  klee_make_symbolic(&c, sizeof c, "c");
  char *p = malloc(10);
  if (c == 1)
    free(&local); // bug: free
  if (c == 2)
    free(p + 1); // bug: free
  free(p);
  return 0;
}
