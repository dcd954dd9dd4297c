// Suffixes that free and realloc heap objects and load at symbolic
// addresses, all of which PSE models (pse/doc.go). What a later branch
// reads was set before a fork on another input: a table entry read at a
// symbolic index (set by a's fork) and a byte realloc copied (set by
// c's). A summary that lost either would cut the second side of a's or
// c's fork at b's, and miss a branch that the cut test's replay does
// not take either. A division by zero is a bug on some paths. A soundness case of
// TestPSESoundness: --pse must cover what DFS covers and find the bug.
#include <stdlib.h>
#include <klee/klee.h>

static int classify(const char *tab, unsigned char i) {
  char c = tab[i % 5]; // a load at a symbolic address
  if (c == 'w')
    return 1;
  if (c == 'v')
    return 2;
  return 0;
}

int main(void) {
  unsigned char a, b, c, k;
  klee_make_symbolic(&a, sizeof a, "a");
  klee_make_symbolic(&c, sizeof c, "c");
  klee_make_symbolic(&b, sizeof b, "b");
  klee_make_symbolic(&k, sizeof k, "k");
  char tab[5] = {'x', 'y', 'z', 'x', 'y'};
  char *buf = malloc(4);
  if (a > 100)
    tab[2] = 'w';
  else
    tab[4] = 'v';
  if (c > 100)
    buf[0] = 2;
  else
    buf[0] = 1;
  int n = classify(tab, b); // forks on b
  char *bigger = realloc(buf, 16);
  if (!bigger) {
    free(buf);
    return 3;
  }
  buf = bigger;
  if (buf[0] == 2) // a copy of a byte written before b's forks
    n += 10;
  else if (k == 77) // a cut test's replay (k = 0) would not come here
    n += 1000;
  free(buf);
  if (k < 8)
    n += 100 / (k - 5); // bug: k of 5 divides by zero
  return n;
}
