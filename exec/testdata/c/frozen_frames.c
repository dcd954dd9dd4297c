// States forked in a callee share their callers' registers (frozen
// frames) until they return to them: each path must still see its own
// values after returning through several frames, after forking again in
// a frame it returned to, and after a recursion that forks at each level.
// Each frame checks its locals after the calls; the exit code says which
// way every branch went (or which frame saw a wrong local: 50 and up).
// want: paths 16
// exhaustive
#include <klee/klee.h>

static int leaf(unsigned char c, int k) {
  if ((c + k) % 3 == 0) /* forks: the frames below are frozen */
    return 1;
  return 2;
}

static int middle(unsigned char c, int k) {
  int before = k * 11 + c;
  int r = leaf(c, k); /* returns into a frozen frame: thawed */
  if (before != k * 11 + c)
    return 50;
  if (c & 4) /* forks in the thawed frame */
    return r * 2;
  return r * 2 + 1;
}

static int down(unsigned char c, int depth) {
  if (depth == 0)
    return middle(c, 2);
  int here = depth * 100 + c;
  int sub;
  if ((c >> (depth + 3)) & 1) /* forks at every level of the recursion */
    sub = down(c, depth - 1) * 2;
  else
    sub = down(c, depth - 1) * 2 + 1;
  if (here != depth * 100 + c)
    return 60 + depth;
  return sub;
}

int main(void) {
  unsigned char c;
  klee_make_symbolic(&c, sizeof c, "c");
  int a = c * 3, b = c ^ 0x5a;
  int r = down(c, 2);
  if (a != c * 3 || b != (c ^ 0x5a))
    return 70;
  return r;
}
