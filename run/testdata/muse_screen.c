/* Screening: a seed's concrete run must identify its path as its concolic
 * run does. Every path copies a symbolic number of bytes (concolically
 * the C library's memcpy loop runs, concretely the bytes are copied at
 * once), divides by a symbolic value (concolically a check, concretely
 * nothing), and switches on a symbolic value whose cases 1 and 2 share a
 * target (one direction either way).
 *
 * Paths (reasoning): in[1] == 0 divides by zero (bug, line 20); else the
 * switch on in[2] & 3: 1 or 2, 3, or 0. Completed: 3; bugs: 1. */
#include <klee/klee.h>
#include <string.h>

int main(void) {
  unsigned char in[3];
  char buf[16];
  const char src[16] = "abcdefghijklmno";
  klee_make_symbolic(in, sizeof in, "in");
  memcpy(buf, src, in[0] % 16);
  buf[15] = 0;
  int q = 100 / in[1];
  switch (in[2] & 3) {
  case 1:
  case 2:
    return q & 1;
  case 3:
    return 2;
  default:
    return 3;
  }
}
