/* ftype: what fstat, lseek and isatty say of stdin and of file A decides
 * the exit code, as gawk decides whether it can read "-". Run under
 * --sym-stdin and --sym-files: natively stdin and A are regular files,
 * and so they must be in every path. */
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

int main(void) {
  struct stat st;
  if (fstat(0, &st) != 0)
    return 1;
  if (S_ISDIR(st.st_mode))
    return 2;
  if (!S_ISREG(st.st_mode))
    return 3;
  if (lseek(0, 0, SEEK_END) < 0)
    return 4;
  int fd = open("A", O_RDONLY);
  if (fd < 0 || fstat(fd, &st) != 0)
    return 5;
  if (!S_ISREG(st.st_mode))
    return 6;
  return isatty(0) ? 7 : 0;
}
