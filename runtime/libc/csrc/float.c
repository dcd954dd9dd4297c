/*
 * float.c - exact conversions between binary floating point and decimal
 * text: strtod/strtof/atof and the digits of printf's %f %e %g %a.
 *
 * Both directions work on the exact value m * 2^e of a double with a small
 * bignum (base 2^32 limbs) and integer arithmetic only, so the results are
 * correctly rounded (round-half-even, as glibc) and no floating-point
 * instruction is executed.
 */
#include "symx_libc.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------
 * Bignum.
 * ---------------------------------------------------------------------- */

#define BIG_N 160 /* 5120 bits */

struct big {
  int n; /* limbs in use; no leading zero limbs */
  uint32_t w[BIG_N];
};

static void big_set(struct big *b, uint64_t v) {
  b->n = 0;
  while (v) {
    b->w[b->n++] = (uint32_t)v;
    v >>= 32;
  }
}

static int big_zero(const struct big *b) { return b->n == 0; }

/* big_mul_add sets b = b * m + a (m, a < 2^32). Saturates silently at
 * BIG_N limbs, which the callers' bounds rule out. */
static void big_mul_add(struct big *b, uint32_t m, uint32_t a) {
  uint64_t carry = a;
  for (int i = 0; i < b->n; i++) {
    uint64_t t = (uint64_t)b->w[i] * m + carry;
    b->w[i] = (uint32_t)t;
    carry = t >> 32;
  }
  if (carry && b->n < BIG_N)
    b->w[b->n++] = (uint32_t)carry;
}

/* big_div_small sets b = b / d and returns the remainder (d > 0). */
static uint32_t big_div_small(struct big *b, uint32_t d) {
  uint64_t rem = 0;
  for (int i = b->n - 1; i >= 0; i--) {
    uint64_t cur = (rem << 32) | b->w[i];
    b->w[i] = (uint32_t)(cur / d);
    rem = cur % d;
  }
  while (b->n > 0 && b->w[b->n - 1] == 0)
    b->n--;
  return (uint32_t)rem;
}

static void big_shl(struct big *b, int k) {
  if (b->n == 0 || k <= 0)
    return;
  int limbs = k / 32, bits = k % 32;
  int n = b->n + limbs + 1;
  if (n > BIG_N)
    n = BIG_N;
  for (int i = n - 1; i >= 0; i--) {
    int src = i - limbs;
    uint32_t hi = (src >= 0 && src < b->n) ? b->w[src] : 0;
    uint32_t lo = (src - 1 >= 0 && src - 1 < b->n) ? b->w[src - 1] : 0;
    b->w[i] = bits ? (hi << bits) | (lo >> (32 - bits)) : hi;
  }
  b->n = n;
  while (b->n > 0 && b->w[b->n - 1] == 0)
    b->n--;
}

static int big_bitlen(const struct big *b) {
  if (b->n == 0)
    return 0;
  uint32_t top = b->w[b->n - 1];
  int bits = 0;
  while (top) {
    bits++;
    top >>= 1;
  }
  return (b->n - 1) * 32 + bits;
}

static int big_bit(const struct big *b, int i) {
  if (i < 0 || i / 32 >= b->n)
    return 0;
  return (int)((b->w[i / 32] >> (i % 32)) & 1);
}

/* big_any_below reports whether any bit below bit i is set. */
static int big_any_below(const struct big *b, int i) {
  if (i <= 0)
    return 0;
  int full = i / 32;
  for (int k = 0; k < full && k < b->n; k++)
    if (b->w[k])
      return 1;
  if (full < b->n && (i % 32) && (b->w[full] & ((1u << (i % 32)) - 1)))
    return 1;
  return 0;
}

/* big_bits returns bits [i, i+n) of b (n <= 64). */
static uint64_t big_bits(const struct big *b, int i, int n) {
  uint64_t v = 0;
  for (int k = n - 1; k >= 0; k--)
    v = (v << 1) | (uint64_t)big_bit(b, i + k);
  return v;
}

/* big_mul_pow10 sets b = b * 10^n. */
static void big_mul_pow10(struct big *b, int n) {
  for (; n >= 9; n -= 9)
    big_mul_add(b, 1000000000u, 0);
  static const uint32_t p10[9] = {1,      10,      100,      1000,     10000,
                                  100000, 1000000, 10000000, 100000000};
  if (n > 0)
    big_mul_add(b, p10[n], 0);
}

/* big_div_pow10 sets b = floor(b / 10^n) and reports whether the division
 * was inexact. */
static int big_div_pow10(struct big *b, int n) {
  static const uint32_t p10[9] = {1,      10,      100,      1000,     10000,
                                  100000, 1000000, 10000000, 100000000};
  int inexact = 0;
  for (; n >= 9; n -= 9)
    inexact |= big_div_small(b, 1000000000u) != 0;
  if (n > 0)
    inexact |= big_div_small(b, p10[n]) != 0;
  return inexact;
}

/* ------------------------------------------------------------------------
 * Decimal (and hexadecimal) text to binary.
 * ---------------------------------------------------------------------- */

/* round_big returns the IEEE bits nearest to (b + sticky) * 2^s, sticky
 * standing for a positive amount below b's last bit, for a format with
 * mbits significand bits and exponents emin..emax (bias = emax). Sets
 * *range on overflow and on an inexact result in the subnormal range. */
static uint64_t round_big(const struct big *b, int s, int sticky, int mbits,
                          int emin, int emax, int *range) {
  int bl = big_bitlen(b);
  int t = bl - 1 + s; /* exponent of the leading bit */
  if (t > emax) {
    *range = 1;
    return (uint64_t)(2 * emax + 1) << (mbits - 1); /* infinity */
  }
  int keep = t >= emin ? mbits : mbits - (emin - t);
  int shift = bl - keep;
  uint64_t q;
  int inexact;
  if (shift > 0) {
    q = keep > 0 ? big_bits(b, shift, keep) : 0;
    int half = big_bit(b, shift - 1);
    int rest = big_any_below(b, shift - 1) || sticky;
    inexact = half || rest;
    if (half && (rest || (q & 1)))
      q++;
  } else {
    q = big_bits(b, 0, bl) << -shift;
    inexact = sticky;
  }
  if (t < emin) {
    if (inexact)
      *range = 1;
    return q; /* subnormal (or the least normal after a carry), or 0 */
  }
  if (q >> mbits) { /* carry out of the significand */
    q >>= 1;
    t++;
    if (t > emax) {
      *range = 1;
      return (uint64_t)(2 * emax + 1) << (mbits - 1);
    }
  }
  return ((uint64_t)(t + emax) << (mbits - 1)) |
         (q & (((uint64_t)1 << (mbits - 1)) - 1));
}

static int lower(int c) { return __symx_tolower(c); }

/* match_word reports whether s starts with the lower-case word w, ignoring
 * case. */
static int match_word(const char *s, const char *w) {
  for (; *w; s++, w++)
    if (lower((unsigned char)*s) != *w)
      return 0;
  return 1;
}

#define MAX_DEC_DIGITS 800
#define MAX_HEX_DIGITS 200

static double bits_to_double(uint64_t u) {
  union {
    uint64_t u;
    double d;
  } v;
  v.u = u;
  return v.d;
}

static float bits_to_float(uint32_t u) {
  union {
    uint32_t u;
    float f;
  } v;
  v.u = u;
  return v.f;
}

double __symx_strtod(const char *s, char **endp, int single) {
  const char *p = s;
  int neg = 0, range = 0, sticky = 0;
  struct big b;
  uint64_t bits;
  int mbits = single ? 24 : 53, emax = single ? 127 : 1023;
  int emin = 1 - emax;

  while (__symx_isspace((unsigned char)*p))
    p++;
  if (*p == '-') {
    neg = 1;
    p++;
  } else if (*p == '+') {
    p++;
  }

  if (match_word(p, "inf")) {
    p += match_word(p, "infinity") ? 8 : 3;
    bits = (uint64_t)(2 * emax + 1) << (mbits - 1);
    goto done;
  }
  if (match_word(p, "nan")) {
    p += 3;
    if (*p == '(') {
      const char *q = p + 1;
      while (__symx_digitval((unsigned char)*q) < 36 || *q == '_')
        q++;
      if (*q == ')')
        p = q + 1;
    }
    bits = (uint64_t)(2 * emax + 1) << (mbits - 1);
    bits |= (uint64_t)1 << (mbits - 2); /* quiet NaN */
    goto done;
  }

  big_set(&b, 0);
  if (p[0] == '0' && lower((unsigned char)p[1]) == 'x' &&
      (__symx_digitval((unsigned char)p[2]) < 16 ||
       (p[2] == '.' && __symx_digitval((unsigned char)p[3]) < 16))) {
    /* Hexadecimal: mantissa digits, binary exponent after 'p'. */
    long exp2 = 0;
    int nd = 0;
    p += 2;
    for (; __symx_digitval((unsigned char)*p) < 16; p++) {
      unsigned d = (unsigned)__symx_digitval((unsigned char)*p);
      if (nd < MAX_HEX_DIGITS) {
        if (nd || d)
          nd++;
        big_mul_add(&b, 16, d);
      } else {
        exp2 += 4;
        sticky |= d != 0;
      }
    }
    if (*p == '.') {
      p++;
      for (; __symx_digitval((unsigned char)*p) < 16; p++) {
        unsigned d = (unsigned)__symx_digitval((unsigned char)*p);
        if (nd < MAX_HEX_DIGITS) {
          if (nd || d)
            nd++;
          big_mul_add(&b, 16, d);
          exp2 -= 4;
        } else {
          sticky |= d != 0;
        }
      }
    }
    if (lower((unsigned char)*p) == 'p') {
      const char *q = p + 1;
      int eneg = 0;
      long e = 0;
      if (*q == '-' || *q == '+')
        eneg = *q++ == '-';
      if (__symx_isdigit((unsigned char)*q)) {
        for (; __symx_isdigit((unsigned char)*q); q++)
          if (e < 100000)
            e = e * 10 + (*q - '0');
        exp2 += eneg ? -e : e;
        p = q;
      }
    }
    if (big_zero(&b)) {
      bits = 0;
      goto done;
    }
    if (exp2 > 100000)
      exp2 = 100000;
    if (exp2 < -100000)
      exp2 = -100000;
    bits = round_big(&b, (int)exp2, sticky, mbits, emin, emax, &range);
    goto done;
  }

  /* Decimal: b = significant digits, value = b * 10^exp10. */
  {
    long exp10 = 0;
    int nd = 0, any = 0;
    for (; __symx_isdigit((unsigned char)*p); p++) {
      any = 1;
      if (nd < MAX_DEC_DIGITS) {
        if (nd || *p != '0') {
          nd++;
          big_mul_add(&b, 10, (uint32_t)(*p - '0'));
        }
      } else {
        exp10++;
        sticky |= *p != '0';
      }
    }
    if (*p == '.' && (any || __symx_isdigit((unsigned char)p[1]))) {
      p++;
      for (; __symx_isdigit((unsigned char)*p); p++) {
        any = 1;
        if (nd < MAX_DEC_DIGITS) {
          if (nd || *p != '0') {
            nd++;
            big_mul_add(&b, 10, (uint32_t)(*p - '0'));
          }
          exp10--;
        } else {
          sticky |= *p != '0';
        }
      }
    }
    if (!any) {
      if (endp)
        *endp = (char *)s;
      return 0;
    }
    if (lower((unsigned char)*p) == 'e') {
      const char *q = p + 1;
      int eneg = 0;
      long e = 0;
      if (*q == '-' || *q == '+')
        eneg = *q++ == '-';
      if (__symx_isdigit((unsigned char)*q)) {
        for (; __symx_isdigit((unsigned char)*q); q++)
          if (e < 100000)
            e = e * 10 + (*q - '0');
        exp10 += eneg ? -e : e;
        p = q;
      }
    }
    if (big_zero(&b)) {
      bits = 0;
      goto done;
    }
    /* The value lies in [10^(mag-1), 10^mag). */
    long mag = nd + exp10;
    if (mag > 310) {
      range = 1;
      bits = (uint64_t)(2 * emax + 1) << (mbits - 1);
      goto done;
    }
    if (mag < -343) {
      range = 1;
      bits = 0;
      goto done;
    }
    if (exp10 >= 0) {
      big_mul_pow10(&b, (int)exp10);
      bits = round_big(&b, 0, sticky, mbits, emin, emax, &range);
    } else {
      /* q = floor(b * 2^k / 10^n) with enough bits for rounding; the
       * remainder joins the sticky bit. */
      int n = (int)-exp10;
      int k = 60 + (n * 3322) / 1000 + 2 - big_bitlen(&b);
      if (k < 0)
        k = 0;
      big_shl(&b, k);
      sticky |= big_div_pow10(&b, n);
      bits = round_big(&b, -k, sticky, mbits, emin, emax, &range);
    }
  }

done:
  if (endp)
    *endp = (char *)p;
  if (range)
    errno = ERANGE;
  if (single) {
    uint32_t u = (uint32_t)bits | (neg ? 0x80000000u : 0);
    return (double)bits_to_float(u);
  }
  return bits_to_double(bits | (neg ? (uint64_t)1 << 63 : 0));
}

double strtod(const char *s, char **endp) { return __symx_strtod(s, endp, 0); }

float strtof(const char *s, char **endp) {
  return (float)__symx_strtod(s, endp, 1);
}

/* ldbl_in_range reports whether the decimal number s starts with (after
 * blanks and sign) lies within x86 long double's range, from its decimal
 * exponent and leading digits: at most LDBL_MAX (1.18973149535723176502e4932)
 * and at least LDBL_MIN (3.36210314311209350626e-4932), below which
 * glibc's strtold reports ERANGE for a decimal input (inexact there). */
static int ldbl_in_range(const char *s) {
  const char *p = s;
  while (__symx_isspace((unsigned char)*p))
    p++;
  if (*p == '-' || *p == '+')
    p++;
  if (p[0] == '0' && lower((unsigned char)p[1]) == 'x')
    return 0; /* hexadecimal: left as double's */
  long lead = 0, e10 = 0;
  int any = 0, point = 0, nd = 0;
  char digits[21] = {0};
  for (; __symx_isdigit((unsigned char)*p) || (*p == '.' && !point); p++) {
    if (*p == '.') {
      point = 1;
      continue;
    }
    if (!any && *p == '0') {
      lead -= point; /* a zero after the point moves the lead down */
      continue;
    }
    if (!any)
      lead += point ? -1 : 0;
    else if (!point)
      lead++;
    any = 1;
    if (nd < 20)
      digits[nd++] = *p;
  }
  if (!any)
    return 1;
  if (lower((unsigned char)*p) == 'e') {
    const char *q = p + 1;
    int neg = *q == '-';
    if (*q == '-' || *q == '+')
      q++;
    for (; __symx_isdigit((unsigned char)*q); q++)
      if (e10 < 100000)
        e10 = e10 * 10 + (*q - '0');
    e10 = neg ? -e10 : e10;
  }
  long e = lead + e10;
  while (nd < 20)
    digits[nd++] = '0';
  if (e != 4932 && e != -4932)
    return e < 4932 && e > -4932;
  return e > 0 ? strcmp(digits, "11897314953572317650") <= 0
               : strcmp(digits, "33621031431120935062") >= 0;
}

/* The model computes long double as double (ir): strtold gives the
 * double nearest, but reports ERANGE as for an x86 long double, whose
 * range is far wider (seq -32e796 is an ordinary number natively). */
long double strtold(const char *s, char **endp) {
  int saved = errno;
  errno = 0;
  double d = __symx_strtod(s, endp, 0);
  if (errno == 0 || (errno == ERANGE && ldbl_in_range(s)))
    errno = saved;
  return (long double)d;
}

double atof(const char *s) { return __symx_strtod(s, NULL, 0); }

/* ------------------------------------------------------------------------
 * Binary to decimal digits for printf.
 * ---------------------------------------------------------------------- */

/* A digit string: value = d[0..ni) . d[ni..nd), as ASCII digits. d points
 * into buf, one slot after its start, so a carry can prepend a '1'. */
#define DIG_MAX 1500
struct digits {
  char *d;
  int nd, ni;
  int sticky; /* nonzero digits follow d[nd-1] */
  char buf[DIG_MAX + 2];
};

/* gen_digits writes the exact decimal expansion of m * 2^e (m < 2^53):
 * all integer digits, then fraction digits until at least want_frac of
 * them and want_sig significant digits exist (or the expansion ends). */
static void gen_digits(struct digits *g, uint64_t m, int e, int want_frac,
                       int want_sig) {
  struct big ip, fp;
  int k = e < 0 ? -e : 0; /* fraction bits */
  char tmp[DIG_MAX];
  int nt = 0, nsig;

  g->d = g->buf + 1;
  g->nd = 0;
  /* Integer part. */
  if (e >= 0) {
    big_set(&ip, m);
    big_shl(&ip, e);
    big_set(&fp, 0);
  } else if (k < 64) {
    big_set(&ip, m >> k);
    big_set(&fp, m & (((uint64_t)1 << k) - 1));
  } else {
    big_set(&ip, 0);
    big_set(&fp, m);
  }
  while (!big_zero(&ip)) {
    uint32_t r = big_div_small(&ip, 1000000000u);
    for (int i = 0; i < 9; i++) {
      tmp[nt++] = (char)('0' + r % 10);
      r /= 10;
    }
  }
  while (nt > 0 && tmp[nt - 1] == '0')
    nt--;
  for (int i = nt - 1; i >= 0; i--)
    g->d[g->nd++] = tmp[i];
  g->ni = g->nd;
  nsig = g->nd;
  /* Fraction digits: fp / 2^k; each step fp *= 10, digit = fp >> k. */
  int nf = 0;
  while (!big_zero(&fp) && (nf < want_frac || nsig < want_sig) &&
         g->nd < DIG_MAX) {
    big_mul_add(&fp, 10, 0);
    int dgt = (int)big_bits(&fp, k, 4);
    /* clear bits >= k */
    for (int i = k / 32; i < fp.n; i++) {
      if (i == k / 32)
        fp.w[i] &= (k % 32) ? ((1u << (k % 32)) - 1) : 0;
      else
        fp.w[i] = 0;
    }
    while (fp.n > 0 && fp.w[fp.n - 1] == 0)
      fp.n--;
    g->d[g->nd++] = (char)('0' + dgt);
    nf++;
    if (nsig || dgt)
      nsig++;
  }
  g->sticky = !big_zero(&fp);
}

/* round_digits rounds g to keep digits [0, pos) (round half to even),
 * dropping the rest. A carry out of d[0] prepends a '1' (ni grows). */
static void round_digits(struct digits *g, int pos) {
  /* Callers generate at least one digit past pos whenever the expansion
   * goes on, so pos >= nd means the kept digits are exact. */
  if (pos >= g->nd)
    return;
  int dgt = g->d[pos] - '0';
  int rest = g->sticky;
  for (int i = pos + 1; i < g->nd && !rest; i++)
    rest = g->d[i] != '0';
  int prev_odd = pos > 0 ? (g->d[pos - 1] - '0') & 1 : 0;
  int up = dgt > 5 || (dgt == 5 && (rest || prev_odd));
  g->nd = pos;
  g->sticky = 0;
  if (!up)
    return;
  int i = pos - 1;
  for (; i >= 0; i--) {
    if (g->d[i] == '9') {
      g->d[i] = '0';
    } else {
      g->d[i]++;
      break;
    }
  }
  if (i < 0) {
    g->d--;
    g->d[0] = '1';
    g->nd++;
    g->ni++;
  }
}

static void decompose(double v, int *neg, uint64_t *m, int *e, int *cls) {
  union {
    double d;
    uint64_t u;
  } u;
  u.d = v;
  *neg = (int)(u.u >> 63);
  int be = (int)((u.u >> 52) & 0x7ff);
  uint64_t frac = u.u & (((uint64_t)1 << 52) - 1);
  if (be == 0x7ff) {
    *cls = frac ? 2 : 1; /* nan : inf */
    *m = frac;
    *e = 0;
    return;
  }
  *cls = 0;
  if (be == 0) {
    *m = frac;
    *e = -1074;
  } else {
    *m = frac | ((uint64_t)1 << 52);
    *e = be - 1075;
  }
}

/* emit_padded writes prefix (sign, "0x"), then body pieces, with padding
 * to width as flags say; len is the length of prefix plus body. */
struct piece {
  const char *p;
  int n;     /* bytes of p, or */
  int zeros; /* zeros to write after p */
};

static void emit(struct symx_sink *sk, const char *prefix, int plen,
                 struct piece *pc, int npc, int flags, int width,
                 int zero_ok) {
  int len = plen;
  for (int i = 0; i < npc; i++)
    len += pc[i].n + pc[i].zeros;
  int pad = width > len ? width - len : 0;
  if (!(flags & SYMX_FL_LEFT) && !((flags & SYMX_FL_ZERO) && zero_ok))
    __symx_sink_pad(sk, ' ', pad);
  __symx_sink_put(sk, prefix, (size_t)plen);
  if (!(flags & SYMX_FL_LEFT) && (flags & SYMX_FL_ZERO) && zero_ok)
    __symx_sink_pad(sk, '0', pad);
  for (int i = 0; i < npc; i++) {
    __symx_sink_put(sk, pc[i].p, (size_t)pc[i].n);
    __symx_sink_pad(sk, '0', pc[i].zeros);
  }
  if (flags & SYMX_FL_LEFT)
    __symx_sink_pad(sk, ' ', pad);
}

/* fmt_fixed formats digits g (already rounded to prec fraction digits) as
 * %f does. */
static int fixed_pieces(struct digits *g, int prec, int alt,
                        struct piece *pc) {
  int n = 0;
  static const char zero[] = "0", dot[] = ".";
  if (g->ni > 0)
    pc[n++] = (struct piece){g->d, g->ni, 0};
  else
    pc[n++] = (struct piece){zero, 1, 0};
  if (prec > 0 || alt)
    pc[n++] = (struct piece){dot, 1, 0};
  int have = g->nd - g->ni;
  if (have > prec)
    have = prec;
  if (have < 0)
    have = 0;
  pc[n++] = (struct piece){g->d + g->ni, have, prec - have};
  return n;
}

static int exp_text(char *buf, int x, int upper) {
  int n = 0;
  char t[8];
  int nt = 0;
  buf[n++] = upper ? 'E' : 'e';
  buf[n++] = x < 0 ? '-' : '+';
  unsigned u = x < 0 ? (unsigned)-x : (unsigned)x;
  do {
    t[nt++] = (char)('0' + u % 10);
    u /= 10;
  } while (u);
  if (nt < 2)
    t[nt++] = '0';
  while (nt > 0)
    buf[n++] = t[--nt];
  return n;
}

/* first_sig returns the index of the first nonzero digit of g, or -1. */
static int first_sig(const struct digits *g) {
  for (int i = 0; i < g->nd; i++)
    if (g->d[i] != '0')
      return i;
  return -1;
}

/* sci rounds g to p+1 significant digits and returns the decimal exponent
 * (g->d[z] is then the leading digit, z returned through *zp). */
static int sci(struct digits *g, uint64_t m, int e, int p, int *zp,
               int *unrounded) {
  gen_digits(g, m, e, 0, p + 2);
  int z = first_sig(g);
  if (z < 0) { /* zero */
    *zp = -1;
    *unrounded = 0;
    return 0;
  }
  *unrounded = g->ni - 1 - z;
  round_digits(g, z + p + 1);
  z = first_sig(g);
  *zp = z;
  return g->ni - 1 - z;
}

static void fmt_hex(struct symx_sink *sk, const char *sign, int slen,
                    uint64_t m, int e, int conv, int flags, int width,
                    int prec) {
  const char *hexd = conv == 'A' ? "0123456789ABCDEF" : "0123456789abcdef";
  char prefix[4];
  int plen = 0;
  for (int i = 0; i < slen; i++)
    prefix[plen++] = sign[i];
  prefix[plen++] = '0';
  prefix[plen++] = conv == 'A' ? 'X' : 'x';
  /* value = lead.frac(52 bits) * 2^x */
  int lead, x;
  uint64_t frac;
  if (m == 0) {
    lead = 0;
    frac = 0;
    x = 0;
  } else if (m >> 52) {
    lead = 1;
    frac = m & (((uint64_t)1 << 52) - 1);
    x = e + 52;
  } else {
    lead = 0;
    frac = m;
    x = -1022;
  }
  int nh = 13; /* hex digits of frac */
  if (prec >= 0 && prec < 13) {
    int drop = 4 * (13 - prec);
    uint64_t kept = frac >> drop;
    uint64_t rest = frac & (((uint64_t)1 << drop) - 1);
    uint64_t half = (uint64_t)1 << (drop - 1);
    uint64_t odd = prec > 0 ? kept & 1 : (uint64_t)(lead & 1);
    if (rest > half || (rest == half && odd))
      kept++;
    if (kept >> (4 * prec)) { /* carry into the leading digit */
      kept &= ((uint64_t)1 << (4 * prec)) - 1;
      lead++;
    }
    frac = kept;
    nh = prec;
  } else if (prec < 0) {
    while (nh > 0 && (frac & 0xf) == 0) {
      frac >>= 4;
      nh--;
    }
  }
  char body[40];
  int n = 0;
  body[n++] = hexd[lead];
  if (nh > 0 || (flags & SYMX_FL_ALT))
    body[n++] = '.';
  for (int i = nh - 1; i >= 0; i--)
    body[n++] = hexd[(frac >> (4 * i)) & 0xf];
  int extra = prec > 13 ? prec - 13 : 0;
  char ex[16];
  int nex = 1;
  ex[0] = conv == 'A' ? 'P' : 'p';
  {
    char t[8];
    int nt = 0;
    ex[nex++] = x < 0 ? '-' : '+';
    unsigned u = x < 0 ? (unsigned)-x : (unsigned)x;
    do {
      t[nt++] = (char)('0' + u % 10);
      u /= 10;
    } while (u);
    while (nt > 0)
      ex[nex++] = t[--nt];
  }
  struct piece pc[2] = {{body, n, extra}, {ex, nex, 0}};
  emit(sk, prefix, plen, pc, 2, flags, width, 1);
}

void __symx_fmt_float(struct symx_sink *sk, double v, int conv, int flags,
                      int width, int prec) {
  /* A symbolic value prints as one feasible value, constrained to it, with
   * a warning: formatting it symbolically would fork at every digit. */
  uint64_t bits;
  memcpy(&bits, &v, sizeof bits);
  if (__symx_is_sym64(bits)) {
    klee_warning("printf: symbolic floating-point value concretized");
    bits = (uint64_t)__symx_conc_i64((long long)bits);
    memcpy(&v, &bits, sizeof bits);
  }
  int neg, e, cls;
  uint64_t m;
  int upper = conv == 'F' || conv == 'E' || conv == 'G' || conv == 'A';
  char sign[1];
  int slen = 0;

  decompose(v, &neg, &m, &e, &cls);
  if (neg)
    sign[slen++] = '-';
  else if (flags & SYMX_FL_PLUS)
    sign[slen++] = '+';
  else if (flags & SYMX_FL_SPACE)
    sign[slen++] = ' ';

  if (cls) {
    const char *w = cls == 1 ? (upper ? "INF" : "inf") : (upper ? "NAN" : "nan");
    struct piece pc[1] = {{w, 3, 0}};
    emit(sk, sign, slen, pc, 1, flags, width, 0);
    return;
  }
  if (conv == 'a' || conv == 'A') {
    fmt_hex(sk, sign, slen, m, e, conv, flags, width, prec);
    return;
  }
  if (prec < 0)
    prec = 6;

  struct digits g;
  struct piece pc[4];
  int npc;
  int alt = (flags & SYMX_FL_ALT) != 0;
  char ex[16];

  if (conv == 'g' || conv == 'G') {
    int P = prec == 0 ? 1 : prec;
    int z, xu;
    int x = sci(&g, m, e, P - 1, &z, &xu);
    if (z < 0)
      x = 0;
    if (P > x && x >= -4) {
      int fp = P - 1 - x;
      gen_digits(&g, m, e, fp + 1, 0);
      round_digits(&g, g.ni + fp);
      if (!alt) {
        int end = g.nd; /* strip trailing zeros of the fraction */
        while (end > g.ni && g.d[end - 1] == '0')
          end--;
        g.nd = end;
        fp = end - g.ni;
      }
      npc = fixed_pieces(&g, fp, alt, pc);
    } else {
      /* mantissa digits d[z..z+P) */
      int nfr = P - 1;
      /* glibc quirk: when rounding carries a value that had P integer
       * digits into a new power of ten, "%#g" prints no fraction digits
       * ("%#g" of 999999.5 is "1.e+06"). */
      if (alt && xu < P && x >= P)
        nfr = 0;
      static const char zero[] = "0", dot[] = ".";
      const char *lead = z < 0 ? zero : g.d + z;
      const char *fr = z < 0 ? g.d : g.d + z + 1;
      int have = z < 0 ? 0 : g.nd - z - 1;
      if (have > nfr)
        have = nfr;
      if (have < 0)
        have = 0;
      int zeros = nfr - have;
      if (!alt) {
        while (have > 0 && fr[have - 1] == '0')
          have--;
        zeros = 0;
      }
      npc = 0;
      pc[npc++] = (struct piece){lead, 1, 0};
      if (have + zeros > 0 || alt)
        pc[npc++] = (struct piece){dot, 1, 0};
      pc[npc++] = (struct piece){fr, have, zeros};
      pc[npc++] = (struct piece){ex, exp_text(ex, x, upper), 0};
    }
    emit(sk, sign, slen, pc, npc, flags, width, 1);
    return;
  }

  if (conv == 'e' || conv == 'E') {
    int z, xu;
    int x = sci(&g, m, e, prec, &z, &xu);
    static const char zero[] = "0", dot[] = ".";
    const char *lead = z < 0 ? zero : g.d + z;
    const char *fr = z < 0 ? g.d : g.d + z + 1;
    int have = z < 0 ? 0 : g.nd - z - 1;
    if (have > prec)
      have = prec;
    if (have < 0)
      have = 0;
    npc = 0;
    pc[npc++] = (struct piece){lead, 1, 0};
    if (prec > 0 || alt)
      pc[npc++] = (struct piece){dot, 1, 0};
    pc[npc++] = (struct piece){fr, have, prec - have};
    pc[npc++] = (struct piece){ex, exp_text(ex, x, upper), 0};
    emit(sk, sign, slen, pc, npc, flags, width, 1);
    return;
  }

  /* %f */
  gen_digits(&g, m, e, prec + 1, 0);
  round_digits(&g, g.ni + prec);
  npc = fixed_pieces(&g, prec, alt, pc);
  emit(sk, sign, slen, pc, npc, flags, width, 1);
}
