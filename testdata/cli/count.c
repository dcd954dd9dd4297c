/* count: reads standard input and counts lines, words and digits. Run
 * under --sym-stdin. */
#include <ctype.h>
#include <stdio.h>

int main(void) {
  int c, lines = 0, words = 0, digits = 0, inword = 0;
  while ((c = getchar()) != EOF) {
    if (c == '\n')
      lines++;
    if (isdigit(c))
      digits++;
    if (c == ' ' || c == '\n') {
      inword = 0;
    } else if (!inword) {
      inword = 1;
      words++;
    }
  }
  printf("%d %d %d\n", lines, words, digits);
  if (digits == 3)
    return 3;
  return 0;
}
