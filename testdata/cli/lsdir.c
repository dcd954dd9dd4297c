/* lsdir: counts the files of the current directory and looks its argument
 * up as a path and as a user name. Run under --sym-files and --sym-arg:
 * the model's directory and user database must agree with what the native
 * replay sees (replay's temporary directory, Debian's /etc/passwd). */
#include <dirent.h>
#include <fcntl.h>
#include <pwd.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

int main(int argc, char **argv) {
  DIR *d = opendir(".");
  if (!d)
    return 1;
  int n = 0;
  struct dirent *e;
  while ((e = readdir(d)))
    if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
      n++;
  closedir(d);
  printf("%d files\n", n);
  if (argc < 2)
    return n > 9 ? 9 : n;
  /* Paths outside the directory are not modeled. */
  if (argv[1][0] == '/' || strstr(argv[1], ".."))
    return 0;
  struct passwd *p = getpwnam(argv[1]);
  if (p) {
    printf("user %s home %s\n", p->pw_name, p->pw_dir);
    return 4;
  }
  struct stat st;
  if (fstatat(AT_FDCWD, argv[1], &st, 0) == 0) {
    printf("file of %ld bytes\n", (long)st.st_size);
    return 3;
  }
  return 0;
}
