/* MuSE subject (a): stb_image's PNM (PGM, PPM) decoder (Debian's libstb source
 * package, stb_image.h) on a 19-byte symbolic file decoded from memory
 * by stbi_load_from_memory. Seeded with a valid 4x2 8-bit binary PGM
 * (stb_pgm.seed). Exit 0: decoded; 1: rejected. */
#include <klee/klee.h>
#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNM
#define STBI_NO_STDIO
#define STBI_NO_SIMD
#define STBI_NO_LINEAR
#define STBI_NO_HDR
#include "stb_image.h"
#define N 19
static unsigned char buf[N];
int main(void) {
  int w, h, c;
  klee_make_symbolic(buf, N, "pgm");
  unsigned char *p = stbi_load_from_memory(buf, N, &w, &h, &c, 0);
  if (!p)
    return 1;
  stbi_image_free(p);
  return 0;
}
