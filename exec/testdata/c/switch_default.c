// A switch whose default block is shared with a case, at -O2 (turned into
// a lookup or range checks).
// opt: O2
// exhaustive
#include <klee/klee.h>

int classify(unsigned char c) {
  switch (c) {
  case 1: case 2: case 3: case 4: case 5: case 6:
    return 10;
  case 9: case 200:
    return 20;
  case 100:
  default:
    return 30;
  }
}

int main(void) {
  unsigned char c;
  klee_make_symbolic(&c, sizeof c, "c");
  return classify(c);
}
