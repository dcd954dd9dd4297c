// A switch on a symbolic byte forks once per target block; cases that
// share a block share one path.
// want: paths 5
// want: exits 1 2 3 4 0
// exhaustive
#include <klee/klee.h>

int main(void) {
  unsigned char c;
  klee_make_symbolic(&c, sizeof c, "c");
  switch (c) {
  case 'a':
  case 'b':
  case 'c':
    return 1;
  case 'x':
    return 2;
  case 0:
  case 255:
    return 3;
  case 7:
    return 4;
  default:
    return 0;
  }
}
