/*
 * math.c - libm: the functions that are exact roundings of their argument
 * (floor, ceil, trunc, round, rint, nearbyint, lround, lrint, copysign)
 * and the transcendental functions exp, log, sin, cos, for double and
 * float.
 *
 * The rounding functions work on the bit pattern, with integer operations
 * and exact floating-point ones, so they are exact on every target. The
 * transcendental ones reduce the argument and evaluate polynomials over
 * the IEEE operations: exp and log within one ulp of glibc, sin and cos
 * within two, and sin/cos of |x| >= 1647099 end the path with an error
 * (no multi-precision argument reduction). All stay symbolic. sqrt, fabs,
 * fmod, fmin, fmax and fma are single IEEE operations the engine
 * implements itself (exec/fpsym.go). Rounding is to nearest even: the
 * engine supports no other mode.
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

/* rint rounds to nearest even on the bits, with integer operations only
 * (exact wherever the C arithmetic is wider than double, as on x87). */
double rint(double x) {
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
float rintf(float x) {
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
