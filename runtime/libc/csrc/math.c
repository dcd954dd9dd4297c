/*
 * math.c - libm: the functions that are exact roundings of their argument
 * (floor, ceil, trunc, round, rint, nearbyint, lround, lrint, copysign)
 * and the transcendental functions exp, log, sin, cos, tan, atan, atan2,
 * asin, acos, pow, log2, log10, exp2, expm1, log1p, sinh, cosh, tanh,
 * cbrt, hypot, for double and float.
 *
 * The rounding functions work on the bit pattern, with integer operations
 * and exact floating-point ones, so they are exact on every target. The
 * transcendental ones reduce the argument and evaluate polynomials over
 * the IEEE operations, within the ulp bounds of glibc that
 * testdata/native/driver.c checks (runtime/libc/doc.go lists them), and
 * sin/cos/tan of |x| >= 1647099 end the path with an error (no
 * multi-precision argument reduction). All stay symbolic. sqrt, fabs,
 * fmod, fmin, fmax and fma are single IEEE operations the engine
 * implements itself (exec/fpsym.go). rint, nearbyint and lrint round in
 * the current rounding mode (fegetround); the transcendental functions
 * are written for round to nearest and stay close to it in other modes.
 */
#include "symx_libc.h"

/* Every operation rounds as written: no fused multiply-adds. */
#pragma STDC FP_CONTRACT OFF

#include <stdint.h>

static double d_of(uint64_t u) {
  double d;
  __builtin_memcpy(&d, &u, 8);
  return d;
}
static uint64_t bits_d(double d) {
  uint64_t u;
  __builtin_memcpy(&u, &d, 8);
  return u;
}
static float f_of(uint32_t u) {
  float f;
  __builtin_memcpy(&f, &u, 4);
  return f;
}
static uint32_t bits_f(float f) {
  uint32_t u;
  __builtin_memcpy(&u, &f, 4);
  return u;
}

double copysign(double x, double y) {
  return d_of((bits_d(x) & ~(1ull << 63)) | (bits_d(y) & (1ull << 63)));
}
float copysignf(float x, float y) {
  return f_of((bits_f(x) & ~(1u << 31)) | (bits_f(y) & (1u << 31)));
}

double trunc(double x) {
  uint64_t u = bits_d(x);
  int e = (int)(u >> 52 & 0x7ff) - 1023;
  if (e >= 52)
    return x == x ? x : x + x; /* integral or ∞; a NaN is quieted */
  if (e < 0)
    return d_of(u & 1ull << 63);
  return d_of(u & ~((1ull << (52 - e)) - 1));
}
float truncf(float x) {
  uint32_t u = bits_f(x);
  int e = (int)(u >> 23 & 0xff) - 127;
  if (e >= 23)
    return x == x ? x : x + x;
  if (e < 0)
    return f_of(u & 1u << 31);
  return f_of(u & ~((1u << (23 - e)) - 1));
}

/* The fraction removed by trunc is exact: x - trunc(x) needs no rounding. */
double floor(double x) {
  double t = trunc(x);
  return x < t ? t - 1.0 : t;
}
float floorf(float x) {
  float t = truncf(x);
  return x < t ? t - 1.0f : t;
}
double ceil(double x) {
  double t = trunc(x);
  if (x > t)
    return t + 1.0;
  return t;
}
float ceilf(float x) {
  float t = truncf(x);
  return x > t ? t + 1.0f : t;
}

/* floor(-0.5) is -1 above only because -0.5 < -0; and ceil(-0.5) is -0:
 * trunc keeps the sign. */

double round(double x) {
  double t = trunc(x);
  double d = x - t;
  if (d >= 0.5)
    return t + 1.0;
  if (d <= -0.5)
    return t - 1.0;
  return t;
}
float roundf(float x) {
  float t = truncf(x);
  float d = x - t;
  if (d >= 0.5f)
    return t + 1.0f;
  if (d <= -0.5f)
    return t - 1.0f;
  return t;
}

int fegetround(void);
double sqrt(double); /* an engine function (exec/fpsym.go) */

/* rint rounds in the current mode: to nearest even on the bits, with
 * integer operations only (exact wherever the C arithmetic is wider than
 * double, as on x87), or as floor, ceil or trunc (FE_* of x86). */
static double rint_nearest(double x);
static float rintf_nearest(float x);
double rint(double x) {
  switch (fegetround()) {
  case 0x400:
    return floor(x);
  case 0x800:
    return ceil(x);
  case 0xc00:
    return trunc(x);
  }
  return rint_nearest(x);
}
float rintf(float x) {
  switch (fegetround()) {
  case 0x400:
    return floorf(x);
  case 0x800:
    return ceilf(x);
  case 0xc00:
    return truncf(x);
  }
  return rintf_nearest(x);
}

static double rint_nearest(double x) {
  uint64_t u = bits_d(x);
  int e = (int)(u >> 52 & 0x7ff) - 1023;
  if (e >= 52)
    return x == x ? x : x + x;
  uint64_t sign = u & 1ull << 63;
  if (e < -1) /* |x| < 0.5 */
    return d_of(sign);
  if (e == -1) /* 0.5 <= |x| < 1: 1, except exactly 0.5 (ties to 0) */
    return d_of(sign | ((u << 1) == (0x3feull << 53) ? 0 : 0x3ff0000000000000ull));
  uint64_t one = 1ull << (52 - e), frac = u & (one - 1), half = one >> 1;
  u &= ~(one - 1);
  if (frac > half || (frac == half && (u & one)))
    u += one; /* a carry into the exponent is right: 2^k */
  return d_of(u);
}
static float rintf_nearest(float x) {
  uint32_t u = bits_f(x);
  int e = (int)(u >> 23 & 0xff) - 127;
  if (e >= 23)
    return x == x ? x : x + x;
  uint32_t sign = u & 1u << 31;
  if (e < -1)
    return f_of(sign);
  if (e == -1)
    return f_of(sign | ((u << 1) == (0x7eu << 24) ? 0 : 0x3f800000u));
  uint32_t one = 1u << (23 - e), frac = u & (one - 1), half = one >> 1;
  u &= ~(one - 1);
  if (frac > half || (frac == half && (u & one)))
    u += one;
  return f_of(u);
}
double nearbyint(double x) { return rint(x); }
float nearbyintf(float x) { return rintf(x); }
double roundeven(double x) { return rint(x); }
float roundevenf(float x) { return rintf(x); }

long lround(double x) { return (long)round(x); }
long lroundf(float x) { return (long)roundf(x); }
long long llround(double x) { return (long long)round(x); }
long long llroundf(float x) { return (long long)roundf(x); }
long lrint(double x) { return (long)rint(x); }
long lrintf(float x) { return (long)rintf(x); }
long long llrint(double x) { return (long long)rint(x); }
long long llrintf(float x) { return (long long)rintf(x); }

/* ------------------------------------------------------------------------
 * Transcendental functions: argument reduction and polynomials over the
 * IEEE operations, so they run (and stay symbolic) in the engine. They
 * are accurate to about one ulp, not correctly rounded: a result may
 * differ from glibc's in the last bit.
 * ---------------------------------------------------------------------- */

static const double ln2_hi = 6.93147180369123816490e-01; /* high 32 bits of ln 2 */
static const double ln2_lo = 1.90821492927058770002e-10; /* ln 2 - ln2_hi */

/* scale2 returns x·2^k for k in [-2100, 2100], rounding once. */
static double scale2(double x, int k) {
  while (k > 1000) {
    x *= 0x1p1000;
    k -= 1000;
  }
  while (k < -1000) {
    x *= 0x1p-1000;
    k += 1000;
  }
  /* 2^k is a normal double here; a subnormal result rounds once. */
  return x * d_of((uint64_t)(k + 1023) << 52);
}

double exp(double x) {
  if (x != x)
    return x + x;
  if (x > 709.782712893384)
    return 0x1p1023 * 2.0; /* +inf */
  if (x < -745.1332191019412)
    return 0.0;
  /* x = k ln2 + r, |r| <= ln2/2 */
  double kd = x * 1.44269504088896338700e+00;
  int k = (int)(kd < 0 ? kd - 0.5 : kd + 0.5);
  double r = (x - k * ln2_hi) - k * ln2_lo;
  /* e^r by Horner, to r^14/14! */
  double p = 1.0 / 87178291200.0;
  static const double inv[] = {1.0 / 6227020800.0, 1.0 / 479001600.0, 1.0 / 39916800.0, 1.0 / 3628800.0,
                               1.0 / 362880.0,     1.0 / 40320.0,     1.0 / 5040.0,     1.0 / 720.0,
                               1.0 / 120.0,        1.0 / 24.0,        1.0 / 6.0,        0.5,
                               1.0};
  for (unsigned i = 0; i < sizeof inv / sizeof inv[0]; i++)
    p = p * r + inv[i];
  p = p * r + 1.0;
  return scale2(p, k);
}

double log(double x) {
  uint64_t u = bits_d(x);
  if (x != x)
    return x + x;
  if (x == 0)
    return -1.0 / 0.0;
  if (u >> 63)
    return (x - x) / 0.0; /* NaN */
  if (x == 1.0 / 0.0)
    return x;
  int e = 0;
  if ((u >> 52) == 0) { /* subnormal */
    x *= 0x1p54;
    u = bits_d(x);
    e = -54;
  }
  e += (int)(u >> 52) - 1023;
  double m = d_of((u & 0x000fffffffffffffull) | 0x3ff0000000000000ull); /* [1, 2) */
  if (m > 1.4142135623730951) {
    m *= 0.5;
    e++;
  }
  /* log m = 2 atanh(f), f = (m-1)/(m+1), |f| <= 0.1716 */
  double f = (m - 1.0) / (m + 1.0), f2 = f * f;
  double s = 1.0 / 27;
  for (int n = 25; n >= 3; n -= 2)
    s = s * f2 + 1.0 / n;
  double lm = 2.0 * f + 2.0 * f * f2 * s;
  return (e * ln2_hi + (e * ln2_lo + lm));
}

/* Reduction modulo pi/2 (Cody-Waite): pi/2 in three 33-bit parts and a
 * tail, so k·part is exact for k < 2^20. Larger arguments need a
 * multi-precision reduction symx does not have: the path ends with an
 * error naming it rather than returning an inaccurate value. */
static const double pio2_1 = 1.57079632673412561417e+00;
static const double pio2_2 = 6.07710050630396597660e-11;
static const double pio2_3 = 2.02226624871116645580e-21;
static const double pio2_3t = 8.47842766036889956997e-32;

static double sin_poly(double r) { /* |r| <= pi/4 */
  double r2 = r * r, p = -1.0 / 1307674368000.0;
  static const double c[] = {1.0 / 6227020800.0, -1.0 / 39916800.0, 1.0 / 362880.0, -1.0 / 5040.0, 1.0 / 120.0,
                             -1.0 / 6.0};
  for (unsigned i = 0; i < sizeof c / sizeof c[0]; i++)
    p = p * r2 + c[i];
  return r + r * r2 * p;
}

static double cos_poly(double r) {
  double r2 = r * r, p = 1.0 / 20922789888000.0;
  static const double c[] = {-1.0 / 87178291200.0, 1.0 / 479001600.0, -1.0 / 3628800.0, 1.0 / 40320.0,
                             -1.0 / 720.0,         1.0 / 24.0};
  for (unsigned i = 0; i < sizeof c / sizeof c[0]; i++)
    p = p * r2 + c[i];
  double h = 0.5 * r2;
  return (1.0 - h) + ((1.0 - (1.0 - h)) - h + r2 * r2 * p);
}

static double reduce(double x, int *q) {
  if (x > 1647099.0 || x < -1647099.0) /* |k| would reach 2^20 */
    klee_report_error("math.c", __LINE__, "sin/cos/tan of |x| >= 1647099 is not supported (argument reduction)",
                      "exec.err");
  double kd = x * 6.36619772367581382433e-01; /* 2/pi */
  double k = kd < 0 ? -(double)(long)(0.5 - kd) : (double)(long)(kd + 0.5);
  *q = (int)((long)k & 3);
  return (((x - k * pio2_1) - k * pio2_2) - k * pio2_3) - k * pio2_3t;
}

double sin(double x) {
  if (x != x || x - x != 0)
    return (x - x) / (x - x) + x * 0; /* NaN for NaN and ±inf */
  if (x == 0)
    return x;
  int q;
  double r = reduce(x, &q);
  switch (q) {
  case 0:
    return sin_poly(r);
  case 1:
    return cos_poly(r);
  case 2:
    return -sin_poly(r);
  }
  return -cos_poly(r);
}

double cos(double x) {
  if (x != x || x - x != 0)
    return (x - x) / (x - x) + x * 0;
  int q;
  double r = reduce(x, &q);
  switch (q) {
  case 0:
    return cos_poly(r);
  case 1:
    return -sin_poly(r);
  case 2:
    return -cos_poly(r);
  }
  return sin_poly(r);
}

float expf(float x) { return (float)exp(x); }
float logf(float x) { return (float)log(x); }
float sinf(float x) { return (float)sin(x); }
float cosf(float x) { return (float)cos(x); }

/* ------------------------------------------------------------------------
 * More of libm, from the same pieces: argument reduction, series and
 * polynomials, and (for pow) double-double arithmetic written with exact
 * splits, as no fused multiply-add is assumed.
 * ---------------------------------------------------------------------- */

static const double pi_hi = 3.14159265358979311600e+00;   /* pi rounded */
static const double pi_lo = 1.22464679914735317723e-16;   /* pi - pi_hi */
static const double pio2_hi = 1.57079632679489655800e+00; /* pi/2 rounded */
static const double pio2_lo = 6.12323399573676588613e-17; /* pi/2 - pio2_hi */
static const double pio6_hi = 0.5235987755982989;         /* pi/6 rounded */
static const double pio6_lo = -5.360408832255455e-17;     /* pi/6 - pio6_hi */
static const double inv_sqrt3 = 5.77350269189625731059e-01;
static const double inv_ln2 = 1.44269504088896338700e+00;
static const double inv_ln10 = 4.34294481903251816668e-01;
static const double log10_2hi = 0.3010299955494702;     /* log10(2) to 32 bits */
static const double log10_2lo = 1.1451100898021838e-10; /* log10(2) - log10_2hi */

double tan(double x) {
  if (x != x || x - x != 0)
    return (x - x) / (x - x) + x * 0;
  if (x == 0)
    return x;
  int q;
  double r = reduce(x, &q);
  if (q & 1)
    return -cos_poly(r) / sin_poly(r);
  return sin_poly(r) / cos_poly(r);
}

/* atan of 0 <= u <= tan(pi/12) by its series, to u^33. */
static double atan_series(double u) {
  double u2 = u * u, p = -1.0 / 35;
  for (int n = 33; n >= 3; n -= 2)
    p = p * u2 + ((n & 2) ? -1.0 : 1.0) / n;
  return u + u * u2 * p;
}

/* atan of 0 <= t <= 1: the series near 0, else pi/6 + atan of
 * (t - 1/sqrt3) / (1 + t/sqrt3), which lies within tan(pi/12). */
static double atan_01(double t) {
  if (t <= 0.2679491924311227)
    return atan_series(t);
  double u = (t - inv_sqrt3) / (1.0 + t * inv_sqrt3);
  double a = u < 0 ? -atan_series(-u) : atan_series(u);
  return pio6_hi + (a + pio6_lo);
}

double atan(double x) {
  if (x != x)
    return x + x;
  double t = x < 0 ? -x : x, r;
  if (t <= 1.0)
    r = atan_01(t);
  else if (t > 0x1p60)
    r = pio2_hi + pio2_lo;
  else
    r = pio2_hi - (atan_01(1.0 / t) - pio2_lo);
  if (x == 0)
    return x;
  return x < 0 ? -r : r;
}

static int neg_d(double x) { return (int)(bits_d(x) >> 63); }

double atan2(double y, double x) {
  if (x != x || y != y)
    return x + y;
  double ay = y < 0 ? -y : y, ax = x < 0 ? -x : x, r;
  if (y == 0) {
    if (!neg_d(x))
      return y;
    return neg_d(y) ? -(pi_hi + pi_lo) : pi_hi + pi_lo;
  }
  if (ax == 1.0 / 0.0) {
    if (ay == 1.0 / 0.0)
      r = neg_d(x) ? 3 * pio2_hi / 2 : pio2_hi / 2; /* 3pi/4, pi/4 */
    else
      r = neg_d(x) ? pi_hi : 0.0;
  } else if (x == 0 || ay == 1.0 / 0.0) {
    r = pio2_hi + pio2_lo;
  } else {
    double q = ay / ax, a;
    if (q <= 1.0)
      a = atan_01(q);
    else if (q > 0x1p60)
      a = pio2_hi + pio2_lo;
    else
      a = pio2_hi - (atan_01(ax / ay) - pio2_lo);
    r = neg_d(x) ? pi_hi - (a - pi_lo) : a;
  }
  return neg_d(y) ? -r : r;
}

double asin(double x) {
  if (x != x)
    return x + x;
  if (x > 1.0 || x < -1.0)
    return (x - x) / (x - x);
  return atan2(x, sqrt((1.0 - x) * (1.0 + x)));
}

double acos(double x) {
  if (x != x)
    return x + x;
  if (x > 1.0 || x < -1.0)
    return (x - x) / (x - x);
  return atan2(sqrt((1.0 - x) * (1.0 + x)), x);
}

/* log_m splits finite x > 0 into 2^e·m with m in [sqrt(1/2), sqrt(2))
 * and returns f = (m-1)/(m+1); log m = 2 atanh f. */
static double log_m(double x, int *e) {
  uint64_t u = bits_d(x);
  int k = 0;
  if ((u >> 52) == 0) { /* subnormal */
    x *= 0x1p54;
    u = bits_d(x);
    k = -54;
  }
  k += (int)(u >> 52) - 1023;
  double m = d_of((u & 0x000fffffffffffffull) | 0x3ff0000000000000ull);
  if (m > 1.4142135623730951) {
    m *= 0.5;
    k++;
  }
  *e = k;
  return (m - 1.0) / (m + 1.0);
}

/* atanh_tail(f) = 2 atanh(f) - 2f for |f| <= 0.1716, to f^27. */
static double atanh_tail(double f) {
  double f2 = f * f, s = 1.0 / 27;
  for (int n = 25; n >= 3; n -= 2)
    s = s * f2 + 1.0 / n;
  return 2.0 * f * f2 * s;
}

/* log_special returns log's result for x that is NaN, <= 0 or +inf (and
 * sets *done), else 0. */
static double log_special(double x, int *done) {
  *done = 1;
  if (x != x)
    return x + x;
  if (x == 0)
    return -1.0 / 0.0;
  if (x < 0)
    return (x - x) / 0.0;
  if (x == 1.0 / 0.0)
    return x;
  *done = 0;
  return 0;
}

double log2(double x) {
  int done, e;
  double r = log_special(x, &done);
  if (done)
    return r;
  double f = log_m(x, &e);
  return e + (2.0 * f + atanh_tail(f)) * inv_ln2;
}

double log10(double x) {
  int done, e;
  double r = log_special(x, &done);
  if (done)
    return r;
  double f = log_m(x, &e);
  return e * log10_2hi + (e * log10_2lo + (2.0 * f + atanh_tail(f)) * inv_ln10);
}

double log1p(double x) {
  if (x != x)
    return x + x;
  if (x == -1.0)
    return -1.0 / 0.0;
  if (x < -1.0)
    return (x - x) / 0.0;
  if (x == 1.0 / 0.0)
    return x;
  if (x == 0)
    return x;
  if (x > -0.29 && x < 0.41) { /* f = x/(2+x) within 0.1716 */
    double f = x / (2.0 + x);
    return 2.0 * f + atanh_tail(f);
  }
  double u = 1.0 + x;
  return log(u) + (x - (u - 1.0)) / u; /* the rounding of 1+x, undone */
}

double exp2(double x) {
  if (x != x)
    return x + x;
  if (x >= 1024.0)
    return 0x1p1023 * 2.0;
  if (x < -1080.0)
    return 0.0;
  double k = x < 0 ? -(double)(long)(0.5 - x) : (double)(long)(x + 0.5);
  double r = x - k; /* exact, |r| <= 1/2 */
  return scale2(exp(r * 6.93147180559945286227e-01), (int)k);
}

/* expm1 of |x| < 0.5 by its series, to x^17/17!. */
static double expm1_series(double x) {
  double p = 1.0 / 355687428096000.0; /* 1/17! */
  for (int n = 16; n >= 2; n--) {
    double f = 1.0;
    for (int i = 2; i <= n; i++)
      f *= i;
    p = p * x + 1.0 / f;
  }
  return x + x * x * p;
}

double expm1(double x) {
  if (x != x)
    return x + x;
  if (x == 0)
    return x;
  if (x > -0.5 && x < 0.5)
    return expm1_series(x);
  if (x < -40.0)
    return -1.0;
  return exp(x) - 1.0;
}

/* sinh of |x| < 1 by its series, to x^19/19!. */
static double sinh_series(double x) {
  double x2 = x * x, p = 1.0 / 121645100408832000.0; /* 1/19! */
  static const double c[] = {1.0 / 355687428096000.0, 1.0 / 1307674368000.0, 1.0 / 6227020800.0,
                             1.0 / 39916800.0, 1.0 / 362880.0, 1.0 / 5040.0, 1.0 / 120.0, 1.0 / 6.0};
  for (unsigned i = 0; i < sizeof c / sizeof c[0]; i++)
    p = p * x2 + c[i];
  return x + x * x2 * p;
}

/* big_exp_half is e^|x| / 2 for |x| >= 22, as e^(x/2) · e^(x/2)/2, so it
 * does not overflow before the result does. */
static double big_exp_half(double ax) {
  double h = exp(0.5 * ax);
  return h * (0.5 * h);
}

double sinh(double x) {
  if (x != x || x == 0)
    return x + x == x ? x : x + x; /* NaN quieted, ±0 kept */
  double ax = x < 0 ? -x : x, r;
  if (ax < 1.0)
    return sinh_series(x);
  if (ax >= 22.0)
    r = big_exp_half(ax);
  else {
    double e = exp(ax);
    r = 0.5 * (e - 1.0 / e);
  }
  return x < 0 ? -r : r;
}

double cosh(double x) {
  if (x != x)
    return x + x;
  double ax = x < 0 ? -x : x;
  if (ax >= 22.0)
    return big_exp_half(ax);
  double e = exp(ax);
  return 0.5 * (e + 1.0 / e);
}

double tanh(double x) {
  if (x != x || x == 0)
    return x + x == x ? x : x + x;
  double ax = x < 0 ? -x : x, r;
  if (ax > 22.0)
    r = 1.0;
  else {
    double t = expm1(2.0 * ax);
    r = t / (t + 2.0);
  }
  return x < 0 ? -r : r;
}

double cbrt(double x) {
  if (x != x || x == 0 || x - x != 0)
    return x + x == x ? x : x + x; /* NaN, ±0, ±inf */
  double ax = x < 0 ? -x : x;
  int k = 0;
  if (ax < 0x1p-1000) { /* subnormal or close: scale by 2^300 */
    ax *= 0x1p300;
    k = -100;
  }
  /* a first guess from the exponent, then Newton's iteration */
  uint64_t u = bits_d(ax);
  int e = (int)(u >> 52) - 1023;
  int e3 = e >= 0 ? e / 3 : -((-e + 2) / 3);
  double m = d_of((u & 0x000fffffffffffffull) | (uint64_t)(1023 + e - 3 * e3) << 52); /* [1, 8) */
  double y = 0.6 + 0.4 * m - 0.0222 * m * m;             /* within 10% */
  for (int i = 0; i < 6; i++)
    y = y - (y * y * y - m) / (3.0 * y * y);
  /* one last correction with the residual of y^3 computed exactly
   * enough: m/y^2 - y */
  y = y + (m / (y * y) - y) / 3.0;
  double r = scale2(y, e3 + k);
  return x < 0 ? -r : r;
}

double hypot(double x, double y) {
  double ax = x < 0 ? -x : x, ay = y < 0 ? -y : y;
  if (ax == 1.0 / 0.0 || ay == 1.0 / 0.0)
    return 1.0 / 0.0;
  if (ax != ax || ay != ay)
    return x + y;
  if (ax < ay) {
    double t = ax;
    ax = ay;
    ay = t;
  }
  if (ay == 0)
    return ax;
  if (ax > 0x1p60 * ay)
    return ax + ay;
  /* scale so that ax is near 1: no overflow or underflow in the squares */
  int e = (int)(bits_d(ax) >> 52) - 1023;
  if (e < -1000)
    e = -1000;
  double a = scale2(ax, -e), b = scale2(ay, -e); /* exact */
  return scale2(sqrt(a * a + b * b), e);
}

/* ---- pow: |x|^y = e^(y log|x|), log|x| and the product in
 * double-double (hi + lo), the exponential of hi corrected by lo. ---- */

/* two_sum: s + t = a + b exactly. */
static double two_sum(double a, double b, double *t) {
  double s = a + b, bb = s - a;
  *t = (a - (s - bb)) + (b - bb);
  return s;
}

/* two_prod: p + t = a·b exactly (Dekker, with Veltkamp's splits; |a|,
 * |b| below 2^996). */
static void split(double a, double *hi, double *lo) {
  double c = 134217729.0 * a; /* 2^27 + 1 */
  *hi = c - (c - a);
  *lo = a - *hi;
}
static double two_prod(double a, double b, double *t) {
  double p = a * b, ah, al, bh, bl;
  split(a, &ah, &al);
  split(b, &bh, &bl);
  *t = ((ah * bh - p) + ah * bl + al * bh) + al * bl;
  return p;
}

/* log(j/16) for j = 11..23 as hi + lo (computed to 50 digits). */
static const double log_c[13][2] = {
    {-0.3746934494414107, 3.9243112288632396e-18},  {-0.2876820724517809, -2.607160616442564e-17},
    {-0.2076393647782445, -1.2053243216686129e-17}, {-0.13353139262452263, 3.664457663660085e-18},
    {-0.06453852113757118, 6.470486661692933e-18},  {0.0, 0.0},
    {0.06062462181643484, 2.6424025938726934e-18},  {0.11778303565638346, -1.1971685747593677e-18},
    {0.17185025692665923, -6.0224538210113705e-18}, {0.22314355131420976, -9.091270597324799e-18},
    {0.27193371548364176, 7.83319637697442e-19},    {0.3184537311185346, 2.7114779367326236e-17},
    {0.3629054936893685, -2.1492361455310972e-17},
};

/* log_dd returns log x as hi + *lo for finite x > 0: x = 2^e·m, m near
 * c = j/16, log x = e·ln2 + log c + 2 atanh f with f = (m-c)/(m+c), |f|
 * below 0.023, so the series' tail is small enough to round in double. */
static double log_dd(double x, double *lo) {
  uint64_t u = bits_d(x);
  int e = 0;
  if ((u >> 52) == 0) {
    x *= 0x1p54;
    u = bits_d(x);
    e = -54;
  }
  e += (int)(u >> 52) - 1023;
  double m = d_of((u & 0x000fffffffffffffull) | 0x3ff0000000000000ull);
  if (m > 1.4142135623730951) {
    m *= 0.5;
    e++;
  }
  int j = (int)(m * 16 + 0.5);
  double c = j / 16.0;
  /* f in double-double: m - c is exact (Sterbenz), m + c a two_sum */
  double num = m - c, den_lo, den = two_sum(m, c, &den_lo);
  double f = num / den, pl;
  double p = two_prod(f, den, &pl);
  double f_lo = ((num - p) - pl - f * den_lo) / den;
  double t1, t2;
  double s = two_sum(e * ln2_hi, log_c[j - 11][0], &t1); /* e·ln2_hi is exact */
  double hi = two_sum(s, 2.0 * f, &t2);
  *lo = t1 + t2 + atanh_tail(f) + 2.0 * f_lo + log_c[j - 11][1] + e * ln2_lo;
  return hi;
}

static int is_int(double y) { return y == trunc(y); }
static int is_odd_int(double y) {
  return is_int(y) && y < 0x1p53 && y > -0x1p53 && trunc(y * 0.5) * 2.0 != y;
}

static int snan(double x) { return x != x && !(bits_d(x) >> 51 & 1); }

double pow(double x, double y) {
  if (snan(x) || snan(y))
    return x + y; /* even for y = 0 or x = 1, as glibc */
  if (y == 0 || x == 1.0)
    return 1.0;
  if (x != x || y != y)
    return x + y;
  double ax = x < 0 ? -x : x, ay = y < 0 ? -y : y;
  int odd = is_odd_int(y);
  if (ay == 1.0 / 0.0) {
    if (ax == 1.0)
      return 1.0;
    return (ax < 1.0) == (y < 0) ? 1.0 / 0.0 : 0.0;
  }
  if (x == 0 || ax == 1.0 / 0.0) {
    /* 0^y and inf^y: 0 or inf, negative for a negative x and odd y */
    double r = (x == 0) == (y < 0) ? 1.0 / 0.0 : 0.0;
    return odd && neg_d(x) ? -r : r;
  }
  if (x < 0 && !is_int(y))
    return (x - x) / (x - x);
  double l_lo, l = log_dd(ax, &l_lo);
  double p_lo, p = two_prod(y, l, &p_lo);
  double r;
  if (p > 709.8)
    r = 0x1p1023 * 2.0;
  else if (p < -745.2)
    r = 0.0;
  else {
    p_lo += y * l_lo;
    double q = p + p_lo; /* renormalize: q + q_lo = p + p_lo */
    double q_lo = p_lo - (q - p);
    r = exp(q);
    r = r + r * q_lo;
  }
  return x < 0 && odd ? -r : r;
}

float tanf(float x) { return (float)tan(x); }
float atanf(float x) { return (float)atan(x); }
float atan2f(float y, float x) { return (float)atan2(y, x); }
float asinf(float x) { return (float)asin(x); }
float acosf(float x) { return (float)acos(x); }
float powf(float x, float y) { return (float)pow(x, y); }
float log2f(float x) { return (float)log2(x); }
float log10f(float x) { return (float)log10(x); }
float exp2f(float x) { return (float)exp2(x); }
float expm1f(float x) { return (float)expm1(x); }
float log1pf(float x) { return (float)log1p(x); }
float sinhf(float x) { return (float)sinh(x); }
float coshf(float x) { return (float)cosh(x); }
float tanhf(float x) { return (float)tanh(x); }
float cbrtf(float x) { return (float)cbrt(x); }
float hypotf(float x, float y) { return (float)hypot(x, y); }
