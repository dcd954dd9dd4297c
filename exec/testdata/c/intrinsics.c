// Bit intrinsics and overflow builtins on symbolic values.
// native
#include <klee/klee.h>
#include <stdint.h>

static uint32_t mix(uint32_t h, uint32_t v) { return (h ^ v) * 16777619u; }

int main(void) {
  uint32_t x;
  uint64_t y;
  klee_make_symbolic(&x, sizeof x, "x");
  klee_make_symbolic(&y, sizeof y, "y");
  uint32_t h = 2166136261u;
  h = mix(h, __builtin_bswap32(x));
  h = mix(h, (uint32_t)(__builtin_bswap64(y) >> 7));
  h = mix(h, __builtin_bswap16((uint16_t)x));
  h = mix(h, __builtin_popcount(x));
  h = mix(h, __builtin_popcountll(y));
  h = mix(h, x ? __builtin_clz(x) : 99);
  h = mix(h, y ? __builtin_ctzll(y) : 77);
  h = mix(h, (x << 5) | (x >> 27));
  h = mix(h, (uint32_t)((y >> 13) | (y << 51)));
  int32_t s;
  h = mix(h, __builtin_add_overflow((int32_t)x, (int32_t)y, &s));
  h = mix(h, (uint32_t)s);
  h = mix(h, __builtin_sub_overflow((int32_t)x, (int32_t)(y >> 32), &s));
  h = mix(h, (uint32_t)s);
  h = mix(h, __builtin_mul_overflow((int32_t)x, (int32_t)(y >> 16), &s));
  h = mix(h, (uint32_t)s);
  uint32_t u;
  h = mix(h, __builtin_add_overflow(x, (uint32_t)y, &u));
  h = mix(h, u);
  h = mix(h, __builtin_sub_overflow(x, (uint32_t)y, &u));
  h = mix(h, __builtin_mul_overflow(x, (uint32_t)(y >> 40), &u));
  h = mix(h, u);
  uint64_t w;
  h = mix(h, __builtin_mul_overflow(y, (uint64_t)x, &w));
  h = mix(h, (uint32_t)w);
  int64_t sw;
  h = mix(h, __builtin_mul_overflow((int64_t)y, (int64_t)(int32_t)x, &sw));
  h = mix(h, (uint32_t)(sw >> 3));
  int32_t v = (int32_t)x;
  h = mix(h, (uint32_t)(v < 0 ? -v : v));
  return (int)(h % 251);
}
