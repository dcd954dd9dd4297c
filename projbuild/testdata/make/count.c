#include <stdio.h>

#include "tok.h"

int main(int argc, char **argv) {
  int n = 0;
  for (int i = 1; i < argc; i++)
    n += ntokens(argv[i]);
  printf("%d\n", n);
  return 0;
}
