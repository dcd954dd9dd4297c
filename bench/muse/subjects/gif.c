/* MuSE subject (a): giflib's GIF reader (Debian's giflib source package,
 * dgif_lib.c and its helpers) on a 48-byte symbolic file, read from memory
 * through DGifOpen's input function and decoded by DGifSlurp. Seeded with
 * a valid 1x1 GIF (gif.seed). Exit 0: decoded; 1: not a GIF; 2, 3: bad
 * data before or after the first image. */
#include <klee/klee.h>
#include <string.h>
#include "gif_lib.h"
#define N 48
static unsigned char buf[N];
static int pos;
static int readf(GifFileType *g, GifByteType *dst, int n) {
  (void)g;
  if (n < 0) return 0;
  if (pos + n > N) n = N - pos;
  memcpy(dst, buf + pos, n);
  pos += n;
  return n;
}
int main(void) {
  int err;
  klee_make_symbolic(buf, N, "gif");
  GifFileType *g = DGifOpen(NULL, readf, &err);
  if (!g) return 1;
  int r = DGifSlurp(g);
  int imgs = g->ImageCount;
  DGifCloseFile(g, &err);
  return r == GIF_OK ? 0 : 2 + (imgs > 0);
}
