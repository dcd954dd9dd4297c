/* cwd: getcwd names the current directory, in the model and natively
 * (replay's "cwd" in a fresh directory of /tmp): its stat is ".", ".."
 * lists it, and a relative name resolves under it. A name that exists
 * gives 2 in "." and 3 outside it ("..", "/"); a missing one 1 ("tmp" was
 * the model's /tmp while getcwd answered "/"). */
#include <dirent.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char **argv) {
  char cwd[PATH_MAX];
  struct stat here, named;
  if (argc < 2 || !getcwd(cwd, sizeof cwd))
    return 9;
  if (stat(".", &here) || stat(cwd, &named) || here.st_ino != named.st_ino)
    return 8;
  DIR *d = opendir("..");
  if (!d)
    return 7;
  int listed = 0;
  for (struct dirent *e; (e = readdir(d));)
    listed |= e->d_ino == here.st_ino && strcmp(e->d_name, "cwd") == 0;
  closedir(d);
  if (!listed)
    return 6;
  char *r = realpath(argv[1], NULL);
  if (!r)
    return 1;
  size_t n = strlen(cwd);
  return strncmp(r, cwd, n) == 0 && (!r[n] || r[n] == '/') ? 2 : 3;
}
