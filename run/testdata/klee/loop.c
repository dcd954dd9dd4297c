/* loop: a constant loop LLVM's -O2 folds away; prints and exits sum % 7
 * (= 3) when the input is above 5, else exits 1: two paths. */
#include <stdio.h>
#include "klee/klee.h"

int main(void) {
  int x;
  unsigned s = 0;
  klee_make_symbolic(&x, sizeof x, "x");
  for (unsigned i = 0; i < 1000; i++)
    s += i * 3;
  if (x > 5) {
    puts("big");
    return s % 7;
  }
  return 1;
}
