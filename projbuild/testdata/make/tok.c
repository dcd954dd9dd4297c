#include "tok.h"

/* ntokens counts the space-separated words of s. */
int ntokens(const char *s) {
  int n = 0, in = 0;
  for (; *s; s++) {
    if (*s == ' ') {
      in = 0;
    } else if (!in) {
      in = 1;
      n++;
    }
  }
  return n;
}
