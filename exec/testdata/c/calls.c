// BenchmarkCalls' program: the FNV-1a loop of fnv.c with each step a call
// of a 3-argument function (about 4*10^7 LLVM instructions, 1.28*10^6
// calls, all concrete). Same hash, same exit code as fnv.c.
// want: paths 1
// want: exits 197
// native
#include <stdint.h>

__attribute__((noinline)) uint32_t mix(uint32_t h, uint32_t b, uint32_t k) {
  uint32_t r = h ^ b;
  return r * k;
}

int main(void) {
  uint32_t h = 2166136261u;
  unsigned char buf[64];
  for (int i = 0; i < 64; i++)
    buf[i] = (unsigned char)(i * 7);
  for (int round = 0; round < 20000; round++)
    for (int i = 0; i < 64; i++)
      h = mix(h, buf[i], 16777619u);
  return (int)(h & 0xff);
}
