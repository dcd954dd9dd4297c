// Calls to functions defined nowhere: mystery_a is reached on three
// paths, mystery_b on one; every call ends its path with an external
// error and is counted by name in info and in run.stats.
#include <klee/klee.h>

extern int mystery_a(int);
extern int mystery_b(int);

int main(void) {
  unsigned char c;
  klee_make_symbolic(&c, sizeof c, "c");
  switch (c) {
  case 1:
    return mystery_a(1);
  case 2:
    return mystery_a(2);
  case 3:
    return mystery_b(3);
  case 4:
    return 4;
  }
  if (c > 100)
    return mystery_a(c);
  return 0;
}
