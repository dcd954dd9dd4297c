// A CPU-bound FNV-1a hash loop: about 2*10^7 LLVM instructions, all
// concrete. The interpreter's throughput benchmark runs it.
// want: paths 1
// want: exits 197
#include <stdint.h>

int main(void) {
  uint32_t h = 2166136261u;
  unsigned char buf[64];
  for (int i = 0; i < 64; i++)
    buf[i] = (unsigned char)(i * 7);
  for (int round = 0; round < 20000; round++)
    for (int i = 0; i < 64; i++) {
      h ^= buf[i];
      h *= 16777619u;
    }
  return (int)(h & 0xff);
}
