// Suffixes that PSE follows through the C library: a copy of symbolic
// length (the executor calls the C library's memcpy in place of the
// intrinsic, as KLEE lowers it) and a realloc whose symbolic size the
// path fixes (decided as malloc's is: an assumption, then the call's
// result). `tag` (5 or 7,
// by a) is only stored, so once the branch on n was explored with tag 5,
// the arrival with tag 7 is cut there; what the copy and the realloc
// read decides the later branches. When PSE gave the paths through
// either up, it cut nothing at n. A soundness case of TestPSESoundness,
// and TestPSELowered checks that nothing is given up.
#include <stdlib.h>
#include <string.h>
#include <klee/klee.h>

int sink;

int main(void) {
  int a;
  unsigned char n, m;
  klee_make_symbolic(&a, sizeof a, "a");
  klee_make_symbolic(&n, sizeof n, "n");
  klee_make_symbolic(&m, sizeof m, "m");
  char src[4] = {'a', 'b', 'c', 'd'};
  char dst[4] = {0, 0, 0, 0};
  int tag = 7;
  if (a > 0)
    tag = 5;
  if (n > 3 || m != 4)
    return 0;
  sink = tag;
  memcpy(dst, src, n);
  char *buf = malloc(2);
  buf[0] = dst[1];
  buf = realloc(buf, m);
  int r = buf[0] == 'b' ? 1 : 2;
  if (dst[2] == 'c')
    r += 10;
  free(buf);
  return r;
}
