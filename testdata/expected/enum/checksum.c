/* Enumerator for programs/checksum.c.
 *
 * Reduction (every field of the 9-byte record, and how it reaches a branch):
 *  - magic[0] is only compared with 'R', magic[1] only with 'C': two classes
 *    each ({'R', other}, {'C', other}).
 *  - len: enumerated in full (0..255); it bounds both loops (i < n, i < r.len)
 *    and is compared with 4.
 *  - scale: only the divisor of `total / r.scale` (line 32), whose quotient
 *    is returned and never branched on; only "scale == 0" matters:
 *    {0, 1, 255}.
 *  - sum: enumerated in full (0..255), so for any data both outcomes of
 *    `checksum(...) != r.sum` are witnessed.
 *  - data[]: enters only the checksum (compared with the free byte sum) and
 *    total (a dividend only), so any fixed value would do; {0x00,0xff}^4.
 * The division is instrumented as the engine's "divisor may be zero" check:
 * the zero case is a division-by-zero bug at line 32.
 */
#include "sig.h"

struct record {
  unsigned char magic[2];
  unsigned char len;
  unsigned char scale;
  unsigned char data[4];
  unsigned char sum;
};

static struct record r;

static unsigned char checksum(const unsigned char *p, int n) {
  unsigned char s = 0x5a;
  for (int i = 0; B(10, i < n); i++)
    s = (unsigned char)((s << 1) | (s >> 7)) ^ p[i];
  return s;
}

static int prog(void) {
  if (B(1, r.magic[0] != 'R') || B(2, r.magic[1] != 'C'))
    return 1;
  if (B(3, r.len > sizeof r.data))
    return 2;
  if (B(4, checksum(r.data, r.len) != r.sum))
    return 3;
  int total = 0;
  for (int i = 0; B(5, i < r.len); i++)
    total += r.data[i];
  if (B(6, r.scale == 0))
    sig_bug("div", 32);
  return total / r.scale;
}

int main(void) {
  static const unsigned char m0s[] = {'R', 'x'}, m1s[] = {'C', 'x'};
  static const unsigned char scales[] = {0, 1, 255};
  for (int a = 0; a < 2; a++)
    for (int b = 0; b < 2; b++)
      for (int len = 0; len < 256; len++)
        for (int sc = 0; sc < 3; sc++)
          for (int d = 0; d < 16; d++)
            for (int sum = 0; sum < 256; sum++) {
              r.magic[0] = m0s[a];
              r.magic[1] = m1s[b];
              r.len = (unsigned char)len;
              r.scale = scales[sc];
              for (int k = 0; k < 4; k++)
                r.data[k] = (d >> k & 1) ? 0xff : 0x00;
              r.sum = (unsigned char)sum;
              sig_run(prog);
            }
  sig_print("checksum.c");
  return 0;
}
