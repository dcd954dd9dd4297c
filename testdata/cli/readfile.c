/* readfile: opens file A and checks its header. Run under --sym-files. */
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  char buf[8];
  FILE *f = fopen(argc > 1 ? argv[1] : "A", "r");
  if (!f) {
    printf("cannot open\n");
    return 1;
  }
  if (!fgets(buf, sizeof buf, f)) {
    printf("empty\n");
    fclose(f);
    return 2;
  }
  fclose(f);
  if (buf[0] == 'S' && buf[1] == 'X') {
    printf("magic %s\n", buf);
    return 3;
  }
  printf("plain %zu\n", strlen(buf));
  return 0;
}
