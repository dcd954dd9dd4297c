/* MuSE subject (a): stb_image's BMP decoder (Debian's libstb source
 * package, stb_image.h) on a 70-byte symbolic file, seeded with a valid
 * 2x2 24-bit BMP (stb_bmp.seed). */
#define STBI_ONLY_BMP
#define N 70
#define NAME "bmp"
#include "stb_harness.h"
