/*
 * users.c - the user and group databases: a fixed copy of Debian's default
 * /etc/passwd and /etc/group (base-passwd's passwd.master and
 * group.master, passwords "x"), so that a test replays on a Debian
 * machine, whose files start with the same entries (natively these
 * functions read the machine's files). The groups have no members, so
 * getgrouplist lists only the given group. The process (SYMX_UID and
 * SYMX_GID, symx_libc.h) has no entry and no login name.
 */
#include "symx_libc.h"

#include <grp.h>
#include <pwd.h>
#include <string.h>

struct user {
  const char *name;
  unsigned uid, gid;
  const char *gecos, *dir, *shell;
};

static const struct user users[] = {
    {"root", 0, 0, "root", "/root", "/bin/bash"},
    {"daemon", 1, 1, "daemon", "/usr/sbin", "/usr/sbin/nologin"},
    {"bin", 2, 2, "bin", "/bin", "/usr/sbin/nologin"},
    {"sys", 3, 3, "sys", "/dev", "/usr/sbin/nologin"},
    {"sync", 4, 65534, "sync", "/bin", "/bin/sync"},
    {"games", 5, 60, "games", "/usr/games", "/usr/sbin/nologin"},
    {"man", 6, 12, "man", "/var/cache/man", "/usr/sbin/nologin"},
    {"lp", 7, 7, "lp", "/var/spool/lpd", "/usr/sbin/nologin"},
    {"mail", 8, 8, "mail", "/var/mail", "/usr/sbin/nologin"},
    {"news", 9, 9, "news", "/var/spool/news", "/usr/sbin/nologin"},
    {"uucp", 10, 10, "uucp", "/var/spool/uucp", "/usr/sbin/nologin"},
    {"proxy", 13, 13, "proxy", "/bin", "/usr/sbin/nologin"},
    {"www-data", 33, 33, "www-data", "/var/www", "/usr/sbin/nologin"},
    {"backup", 34, 34, "backup", "/var/backups", "/usr/sbin/nologin"},
    {"list", 38, 38, "Mailing List Manager", "/var/list", "/usr/sbin/nologin"},
    {"irc", 39, 39, "ircd", "/run/ircd", "/usr/sbin/nologin"},
    {"_apt", 42, 65534, "", "/nonexistent", "/usr/sbin/nologin"},
    {"nobody", 65534, 65534, "nobody", "/nonexistent", "/usr/sbin/nologin"},
};

struct grp {
  const char *name;
  unsigned gid;
};

static const struct grp groups[] = {
    {"root", 0},
    {"daemon", 1},
    {"bin", 2},
    {"sys", 3},
    {"adm", 4},
    {"tty", 5},
    {"disk", 6},
    {"lp", 7},
    {"mail", 8},
    {"news", 9},
    {"uucp", 10},
    {"man", 12},
    {"proxy", 13},
    {"kmem", 15},
    {"dialout", 20},
    {"fax", 21},
    {"voice", 22},
    {"cdrom", 24},
    {"floppy", 25},
    {"tape", 26},
    {"sudo", 27},
    {"audio", 29},
    {"dip", 30},
    {"www-data", 33},
    {"backup", 34},
    {"operator", 37},
    {"list", 38},
    {"irc", 39},
    {"src", 40},
    {"shadow", 42},
    {"utmp", 43},
    {"video", 44},
    {"sasl", 45},
    {"plugdev", 46},
    {"staff", 50},
    {"games", 60},
    {"users", 100},
    {"nogroup", 65534},
};

#define NUSERS (int)(sizeof users / sizeof *users)
#define NGROUPS (int)(sizeof groups / sizeof *groups)

static char x[] = "x";
static struct passwd pw;
static struct group gr;
static char *no_members[1];
static int pw_next, gr_next;

/* user fills pw with entry i. */
static struct passwd *user(int i) {
  pw.pw_name = (char *)users[i].name;
  pw.pw_passwd = x;
  pw.pw_uid = users[i].uid;
  pw.pw_gid = users[i].gid;
  pw.pw_gecos = (char *)users[i].gecos;
  pw.pw_dir = (char *)users[i].dir;
  pw.pw_shell = (char *)users[i].shell;
  return &pw;
}

static struct group *group(int i) {
  gr.gr_name = (char *)groups[i].name;
  gr.gr_passwd = x;
  gr.gr_gid = groups[i].gid;
  gr.gr_mem = no_members;
  return &gr;
}

/* A name or id that is not in the database gives NULL with errno
 * unchanged, as glibc's files backend does. */
struct passwd *getpwuid(uid_t uid) {
  for (int i = 0; i < NUSERS; i++)
    if (uid == users[i].uid)
      return user(i);
  return NULL;
}

struct passwd *getpwnam(const char *name) {
  for (int i = 0; i < NUSERS; i++)
    if (strcmp(name, users[i].name) == 0)
      return user(i);
  return NULL;
}

struct group *getgrgid(gid_t gid) {
  for (int i = 0; i < NGROUPS; i++)
    if (gid == groups[i].gid)
      return group(i);
  return NULL;
}

struct group *getgrnam(const char *name) {
  for (int i = 0; i < NGROUPS; i++)
    if (strcmp(name, groups[i].name) == 0)
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
  return gr_next < NGROUPS ? group(gr_next++) : NULL;
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
