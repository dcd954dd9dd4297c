// TestUnsupportedInitializer replaces the initializer of `tagged` by
// address arithmetic symx cannot lower (the low bits of an address): the
// program still loads, and only the path that reads `tagged` fails. As
// written, both paths exit.
// want: exits 0 1
#include <klee/klee.h>

long tagged = 1;

int main(void) {
  unsigned char c;
  klee_make_symbolic(&c, sizeof c, "c");
  if (c == 7)
    return (int)tagged;
  return 0;
}
