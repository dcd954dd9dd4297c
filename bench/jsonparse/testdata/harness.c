/* The JSON-parser harness of issue 16: a symbolic buffer through cJSON's
   parse, print and delete. cJSON.c comes from Debian's source package
   (bench/jsonparse fetches it); it is included, so that the harness is
   one translation unit for symx run, symx cov and a native build. */
#include <klee/klee.h>
#include <stdlib.h>
#include "cJSON.c"

#ifndef N
#define N 10
#endif

int main(void) {
  char buf[N + 1];
  klee_make_symbolic(buf, sizeof buf, "json");
  buf[N] = 0;
  cJSON *j = cJSON_Parse(buf);
  if (j == NULL)
    return 1;
  char *out = cJSON_PrintUnformatted(j);
  if (out != NULL)
    free(out);
  cJSON_Delete(j);
  return 0;
}
