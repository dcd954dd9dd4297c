// Reads of a symbolic buffer at symbolic indices: the solver refines the
// array reads, and its intermediate models are partial solutions
// (events_test.go).
// want: paths 5
// want: exits 0 1 2
// native
#include <klee/klee.h>

int main(void) {
  char buf[4];
  unsigned i, j;
  klee_make_symbolic(buf, sizeof buf, "buf");
  klee_make_symbolic(&i, sizeof i, "i");
  klee_make_symbolic(&j, sizeof j, "j");
  if (buf[i % 4] == 'a' && buf[j % 4] == 'b') {
    if (i % 4 == j % 4)
      return 3; /* infeasible */
    return 1;
  }
  if (buf[(i + j) % 4] == 'c')
    return 2;
  return 0;
}
