/* The tracer of symx mutants: the traced build of the program calls
 * __symx_mutants_hit(k) at the start of the k-th basic block that holds
 * mutants, and the tracer marks byte k of the file SYMX_MUTANTS_HITS
 * names. The file is opened, written and closed the first time, so
 * that the program sees no extra file descriptor, and a run killed by a
 * signal keeps what it reached; errno is kept. The path is read by a
 * constructor, before the program can change its environment. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define SYMX_MUTANTS_MAX_BLOCKS (1 << 22)

static unsigned char symx_mutants_seen[SYMX_MUTANTS_MAX_BLOCKS];
static char symx_mutants_path[4096];

__attribute__((constructor)) static void symx_mutants_init(void) {
  const char *p = getenv("SYMX_MUTANTS_HITS");
  if (p && strlen(p) < sizeof symx_mutants_path)
    strcpy(symx_mutants_path, p);
}

void __symx_mutants_hit(int k) {
  if (k < 0 || k >= SYMX_MUTANTS_MAX_BLOCKS || symx_mutants_seen[k])
    return;
  symx_mutants_seen[k] = 1;
  if (!symx_mutants_path[0])
    return;
  int saved = errno;
  int fd = open(symx_mutants_path, O_WRONLY | O_CLOEXEC);
  if (fd >= 0) {
    static const unsigned char one = 1;
    (void)pwrite(fd, &one, 1, k);
    close(fd);
  }
  errno = saved;
}
