/* opts: getopt argument parsing. Run under --sym-args. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  int verbose = 0, number = 0, c;
  const char *name = "world";
  while ((c = getopt(argc, argv, "vn:")) != -1) {
    switch (c) {
    case 'v':
      verbose++;
      break;
    case 'n':
      name = optarg;
      if (strcmp(name, "x") == 0)
        number = 1;
      break;
    default:
      return 2;
    }
  }
  if (verbose)
    printf("verbose %d\n", verbose);
  printf("hello %s\n", name);
  if (optind < argc)
    printf("%d operands, first %s\n", argc - optind, argv[optind]);
  return number;
}
