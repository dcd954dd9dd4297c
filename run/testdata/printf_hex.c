// A symbolic byte printed zero-padded in hex and octal, as md5sum prints
// each byte of a hash ("%02x"): every width holds all the digits a byte
// can have, so the C library renders the digits without asking which of
// them is the last (no fork). The program checks each rendering against
// its own, which the solver proves equal on the one path: a fork in the
// library, or a wrong digit, would make more paths. "%x" alone asks (one
// digit or two), and so does "%02x" of a value that may need three.
// Paths: "%x" of n asks n < 16, "%02x" of n * 3 asks n * 3 < 256 (past
// that the digit loop runs, and every n * 3 >= 256 has three digits);
// n < 16 implies n * 3 < 256: 3 paths (6 when the library forked on
// every digit).
// want: completed 3 partial 0
// exhaustive 256
#include <stdio.h>
#include <klee/klee.h>

/* hex indexes a table: the program's own rendering does not fork. */
static char hex(unsigned d, int upper) {
  return (upper ? "0123456789ABCDEF" : "0123456789abcdef")[d];
}

int main(void) {
  unsigned char n;
  klee_make_symbolic(&n, sizeof n, "n");
  char b[32];
  snprintf(b, sizeof b, "%02x|%02X|%03o|%04hhx", n, n, n, n);
  char want[] = {hex(n >> 4, 0), hex(n & 15, 0), '|',
                 hex(n >> 4, 1), hex(n & 15, 1), '|',
                 (char)('0' + (n >> 6)), (char)('0' + ((n >> 3) & 7)), (char)('0' + (n & 7)), '|',
                 '0', '0', hex(n >> 4, 0), hex(n & 15, 0), 0};
  for (int i = 0; i < (int)sizeof want; i++)
    if (b[i] != want[i])
      return 1;
  printf("%x\n", n);
  printf("%02x\n", n * 3);
  return 0;
}
