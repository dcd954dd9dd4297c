/* dotdot: the current directory's parent is a sticky directory open to
 * all (mode 01777, a Debian /tmp), in the model and natively, where
 * replay makes the directory it runs in so: `[ -k .. ]` relies on it.
 * Only 0. */
#include <sys/stat.h>

int main(void) {
  struct stat st;
  if (stat("..", &st) != 0)
    return 1;
  if (!S_ISDIR(st.st_mode))
    return 2;
  if (!(st.st_mode & S_ISVTX))
    return 3;
  if ((st.st_mode & 0777) != 0777)
    return 4;
  return 0;
}
