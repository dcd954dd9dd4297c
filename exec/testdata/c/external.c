// Calling a function that is declared but defined nowhere.
// want: exits 0
#include <klee/klee.h>

extern int mystery(int);

int main(void) {
  unsigned char c;
  klee_make_symbolic(&c, sizeof c, "c");
  if (c == 9)
    return mystery(c); // bug: external
  return 0;
}
