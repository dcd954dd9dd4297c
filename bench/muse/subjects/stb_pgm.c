/* MuSE subject (a): stb_image's PNM (PGM, PPM) decoder (Debian's libstb
 * source package, stb_image.h) on a 19-byte symbolic file, seeded with a
 * valid 4x2 8-bit binary PGM (stb_pgm.seed). */
#define STBI_ONLY_PNM
#define N 19
#define NAME "pgm"
#include "stb_harness.h"
