/*
 * math.c - the libm functions that are exact roundings of their
 * argument: floor, ceil, trunc, round, rint, nearbyint, lround, lrint,
 * copysign, for double and float.
 *
 * They work on the bit pattern (clearing the fraction bits below the
 * binary point) plus exact floating-point additions, so they are exact
 * and stay symbolic. sqrt, fabs, fmod, fmin, fmax and fma are single IEEE
 * operations the engine implements itself (exec/fpsym.go). Rounding is
 * to nearest even: the engine supports no other mode.
 */
#include "symx_libc.h"

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

/* Adding and subtracting 2^52 rounds to an integer, to nearest even. The
 * volatile sum is rounded to double even where arithmetic is wider
 * (i386's x87). */
double rint(double x) {
  uint64_t u = bits_d(x);
  int e = (int)(u >> 52 & 0x7ff) - 1023;
  if (e >= 52)
    return x == x ? x : x + x;
  double big = 4503599627370496.0; /* 2^52 */
  volatile double t = (u >> 63) ? x - big : x + big;
  double r = (u >> 63) ? t + big : t - big;
  return copysign(r, x);
}
float rintf(float x) {
  uint32_t u = bits_f(x);
  int e = (int)(u >> 23 & 0xff) - 127;
  if (e >= 23)
    return x == x ? x : x + x;
  float big = 8388608.0f; /* 2^23 */
  volatile float t = (u >> 31) ? x - big : x + big;
  float r = (u >> 31) ? t + big : t - big;
  return copysignf(r, x);
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
