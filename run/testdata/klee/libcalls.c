/* libcalls: strlen then atoi; natively exits 5 + 30 = 35. The strings are
 * arrays, so that clang calls strlen instead of folding it. */
#include <stdlib.h>
#include <string.h>

int main(void) {
  char digits[] = "12345", thirty[] = "30";
  int n = (int)strlen(digits);
  return n + atoi(thirty);
}
