// Computed goto (GNU C) is not supported: a path that takes a label's
// address in code, or jumps through a table of label addresses, ends
// with an error at that line; the program loads and other paths go on.
// want: exits 0
#include <klee/klee.h>

int main(void) {
  static void *table[] = {&&one, &&two};
  unsigned char x;
  klee_make_symbolic(&x, sizeof x, "x");
  if (x == 1)
    goto *table[0]; // bug: exec
  if (x == 2)
    goto *table[1]; // bug: exec
  if (x == 3) {
    void *p = &&two; // bug: exec
    goto *p;
  }
  return 0;
one:
  return 1;
two:
  return 2;
}
