// main(argc, argv) gets the configured arguments.
// args: alpha beta
// want: paths 1
// want: exits 3
// want: stdout "3 alpha beta\n"
#include <stdio.h>

int main(int argc, char **argv) {
  printf("%d %s %s\n", argc, argv[1], argv[2]);
  return argv[3] == 0 ? argc : 100;
}
