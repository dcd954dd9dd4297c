// A null pointer passed to the C library on four paths, from four call
// sites: four bugs, each reported inside the library with the call site
// in its stack, each with its own test.
// want: completed 1 partial 4
// exhaustive 8
#include <klee/klee.h>
#include <string.h>

int main(void) {
  unsigned char c;
  const char *p = 0;
  klee_make_symbolic(&c, sizeof c, "c");
  klee_assume(c < 8);
  if (c == 0)
    return (int)strlen(p); // bug: ptr in strlen
  if (c == 1)
    return strchr(p, 'x') != 0; // bug: ptr in strchr
  if (c == 2)
    return strcmp(p, "a"); // bug: ptr in strcmp
  if (c == 3)
    return (int)strlen(p) + 1; // bug: ptr in strlen
  return 0;
}
