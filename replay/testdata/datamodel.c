/* The size of x is the data model's: 4 bytes with -m32, 8 without. */
#include <klee/klee.h>

int main(void) {
  long x;
  klee_make_symbolic(&x, sizeof x, "x");
  return (int)(x & 0x7f);
}
