#include <klee/klee.h>

#include "tok.h"

int main(void) {
  char buf[5];
  klee_make_symbolic(buf, sizeof buf, "buf");
  buf[4] = 0;
  if (ntokens(buf) == 2)
    return 2;
  return 0;
}
