/*
 * users.c - the user and group databases: a fixed copy of the first
 * entries of Debian's default /etc/passwd and /etc/group (base-passwd),
 *
 *   root:x:0:0:root:/root:/bin/bash         root:x:0:
 *   daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin   daemon:x:1:
 *   bin:x:2:2:bin:/bin:/usr/sbin/nologin    bin:x:2:
 *   sys:x:3:3:sys:/dev:/usr/sbin/nologin    sys:x:3:
 *
 * so that a test replays on a Debian machine, whose files hold the same
 * entries (natively these functions read the machine's files). The groups
 * have no members, so getgrouplist lists only the given group. The
 * process (uid 1000, posix.c) has no entry and no login name.
 */
#include "symx_libc.h"

#include <grp.h>
#include <pwd.h>
#include <string.h>

#define NUSERS 4

static char *const names[NUSERS] = {"root", "daemon", "bin", "sys"};
static char *const homes[NUSERS] = {"/root", "/usr/sbin", "/bin", "/dev"};
static char x[] = "x", bash[] = "/bin/bash", nologin[] = "/usr/sbin/nologin";

static struct passwd pw;
static struct group gr;
static char *no_members[1];
static int pw_next, gr_next;

/* user fills pw with entry i. */
static struct passwd *user(int i) {
  pw.pw_name = names[i];
  pw.pw_passwd = x;
  pw.pw_uid = (uid_t)i;
  pw.pw_gid = (gid_t)i;
  pw.pw_gecos = names[i];
  pw.pw_dir = homes[i];
  pw.pw_shell = i ? nologin : bash;
  return &pw;
}

static struct group *group(int i) {
  gr.gr_name = names[i];
  gr.gr_passwd = x;
  gr.gr_gid = (gid_t)i;
  gr.gr_mem = no_members;
  return &gr;
}

/* A name or id that is not in the database gives NULL with errno
 * unchanged, as glibc's files backend does. */
struct passwd *getpwuid(uid_t uid) {
  for (int i = 0; i < NUSERS; i++)
    if (uid == (uid_t)i)
      return user(i);
  return NULL;
}

struct passwd *getpwnam(const char *name) {
  for (int i = 0; i < NUSERS; i++)
    if (strcmp(name, names[i]) == 0)
      return user(i);
  return NULL;
}

struct group *getgrgid(gid_t gid) {
  for (int i = 0; i < NUSERS; i++)
    if (gid == (gid_t)i)
      return group(i);
  return NULL;
}

struct group *getgrnam(const char *name) {
  for (int i = 0; i < NUSERS; i++)
    if (strcmp(name, names[i]) == 0)
      return group(i);
  return NULL;
}

void setpwent(void) { pw_next = 0; }
void endpwent(void) { pw_next = 0; }
struct passwd *getpwent(void) {
  return pw_next < NUSERS ? user(pw_next++) : NULL;
}

void setgrent(void) { gr_next = 0; }
void endgrent(void) { gr_next = 0; }
struct group *getgrent(void) {
  return gr_next < NUSERS ? group(gr_next++) : NULL;
}

int getgrouplist(const char *user, gid_t group, gid_t *groups, int *ngroups) {
  (void)user;
  int room = *ngroups;
  *ngroups = 1;
  if (room < 1)
    return -1;
  groups[0] = group;
  return 1;
}

/* The process is not privileged. */
int setgroups(size_t n, const gid_t *list) {
  (void)n;
  (void)list;
  errno = EPERM;
  return -1;
}

/* No controlling terminal, no utmp entry: glibc's getlogin fails with
 * ENXIO. */
char *getlogin(void) {
  errno = ENXIO;
  return NULL;
}

int getlogin_r(char *buf, size_t n) {
  (void)buf;
  (void)n;
  return ENXIO;
}
