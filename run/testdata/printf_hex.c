// A symbolic byte printed zero-padded in hex and octal, as md5sum prints
// each byte of a hash ("%02x"): every width holds all the digits a byte
// can have, so the C library renders the digits without asking which of
// them is the last (no fork). The program checks each rendering against
// its own, which the solver proves equal on the one path: a fork in the
// library, or a wrong digit, would make more paths. "%x" alone asks (one
// digit or two), and so does "%02x" of a value that may need three.
// Paths: "%u" of n asks n >= 10 and n >= 100, "%x" of n asks n < 16,
// "%02x" of n * 3 asks n * 3 < 256 (past that every n * 3 has three
// digits): n < 10, 10..15, 16..85, 86..99, 100..255: 5 paths (more when
// the library forked on every digit of "%02x").
// want: completed 5 partial 0
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
  /* Unpadded decimal: as many digits as n has (the count is a fork, on
   * n >= 10 and n >= 100, here as in the library). */
  char d[8], r[4] = {0};
  snprintf(d, sizeof d, "%u", (unsigned)n);
  int k = n >= 100 ? 3 : n >= 10 ? 2 : 1;
  static const unsigned pow10[3] = {1, 10, 100};
  for (int i = 0; i < k; i++)
    r[i] = (char)('0' + (n / pow10[k - 1 - i]) % 10);
  for (int i = 0; i <= k; i++) /* the digits and the terminating 0 */
    if (d[i] != r[i])
      return 1;
  /* Into a string, which a program may parse: the digit counts fork
   * (printf onto the console does not: printf_console.c). */
  snprintf(d, sizeof d, "%x", n);
  snprintf(d, sizeof d, "%02x", n * 3);
  return 0;
}
