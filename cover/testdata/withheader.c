#include <klee/klee.h>
#include <ctype.h>
#include <stdio.h>
#include "helper.h"

int main(void) {
  int x;
  klee_make_symbolic(&x, sizeof x, "x");
  return twice(x) + isdigit(x & 0x7f) + (getchar() == EOF);
}
