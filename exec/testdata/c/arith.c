// Integer arithmetic of every width on symbolic operands: the exit code
// is a symbolic expression, so native replay of each test checks the
// expressions' semantics against the machine.
// native
#include <klee/klee.h>
#include <stdint.h>

static uint32_t mix(uint32_t h, uint32_t v) { return (h ^ v) * 16777619u; }

int main(void) {
  unsigned char in[6];
  klee_make_symbolic(in, sizeof in, "in");
  uint8_t a = in[0], b = in[1] | 1;
  int8_t sa = (int8_t)in[2], sb = (int8_t)(in[3] | 1);
  uint16_t c = (uint16_t)(in[4] << 8 | in[0]);
  int16_t sc = (int16_t)c;
  uint32_t d = (uint32_t)in[5] * 0x01010101u;
  int32_t sd = (int32_t)d;
  uint64_t e = (uint64_t)d << 29 | in[1];
  int64_t se = -(int64_t)e;
  uint32_t h = 2166136261u;
  h = mix(h, a + b);
  h = mix(h, (uint8_t)(a - b));
  h = mix(h, (uint8_t)(a * b));
  h = mix(h, a / b);
  h = mix(h, a % b);
  h = mix(h, (uint32_t)(sa / sb));
  h = mix(h, (uint32_t)(sa % sb));
  h = mix(h, (uint32_t)(sc >> (in[1] & 7)));
  h = mix(h, (uint32_t)(c >> (in[1] & 15)));
  h = mix(h, (uint32_t)(c << (in[1] & 15)));
  h = mix(h, d ^ (d >> 3));
  h = mix(h, (uint32_t)(sd >> 31));
  h = mix(h, (uint32_t)(sd / (int32_t)(b | 2)));
  h = mix(h, (uint32_t)(e / (b + 1)));
  h = mix(h, (uint32_t)(e % (b + 3)));
  h = mix(h, (uint32_t)(se / 7));
  h = mix(h, (uint32_t)(se % 7));
  h = mix(h, (uint32_t)(se >> 40));
  h = mix(h, (uint32_t)((uint64_t)se >> 40));
  h = mix(h, (uint32_t)(e * e >> 32));
  h = mix(h, (a < b) + 2 * (sa < sb) + 4 * (c >= 300) + 8 * (sc <= -5) + 16 * (d != 0) + 32 * (se > 0));
  h = mix(h, (uint32_t)(int8_t)a + (uint32_t)(int16_t)c + (uint32_t)(uint16_t)sd);
  h = mix(h, ~d & (d | 0xf0f0) ^ (uint32_t)sa);
  return (int)(h ^ h >> 8 ^ h >> 16 ^ h >> 24) & 0xff;
}
