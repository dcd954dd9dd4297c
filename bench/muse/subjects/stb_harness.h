/* The stb_image subjects' harness: the including file defines the format
 * (STBI_ONLY_...), the file's size N and the object's NAME. The file is
 * decoded from memory by stbi_load_from_memory. Exit 0: decoded; 1:
 * rejected. */
#include <klee/klee.h>
#define STB_IMAGE_IMPLEMENTATION
#define STBI_NO_STDIO
#define STBI_NO_SIMD
#define STBI_NO_LINEAR
#define STBI_NO_HDR
#include "stb_image.h"
static unsigned char buf[N];
int main(void) {
  int w, h, c;
  klee_make_symbolic(buf, N, NAME);
  unsigned char *p = stbi_load_from_memory(buf, N, &w, &h, &c, 0);
  if (!p)
    return 1;
  stbi_image_free(p);
  return 0;
}
