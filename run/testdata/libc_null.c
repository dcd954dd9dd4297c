// A null pointer passed to the C library on four paths, from four call
// sites: four bugs, each reported inside the library with the call site
// in its stack, each with its own test.
#include <klee/klee.h>
#include <string.h>

int main(void) {
  char c;
  const char *p = 0;
  klee_make_symbolic(&c, sizeof c, "c");
  if (c == 0)
    return (int)strlen(p); // call: strlen
  if (c == 1)
    return strchr(p, 'x') != 0; // call: strchr
  if (c == 2)
    return strcmp(p, "a"); // call: strcmp
  if (c == 3)
    return (int)strlen(p) + 1; // call: strlen
  return 0;
}
