/* shim.h - the native engine primitives' state, for the test driver. */
#ifndef SHIM_H
#define SHIM_H

#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>

enum { SHIM_RETURN, SHIM_EXIT, SHIM_ABORT, SHIM_ERROR };

struct shim_state {
  jmp_buf jb;
  int armed;
  int status;          /* _exit / klee_silent_exit status */
  char error[4096];    /* klee_report_error: "suffix: message" */
  char *out[3];        /* __symx_write output of fds 1 and 2 */
  size_t outlen[3];
  int assume_failures; /* klee_assume(false) calls */
  int warnings;
  char objects[4096];  /* "sym NAME SIZE;" and "range NAME N;" log */
  int (*user_main)(int, char **, char **);
};

extern struct shim_state shim;

void shim_reset(void);
/* shim_input gives klee_make_symbolic the bytes of object name (the rest
 * of an object is zero); for klee_range, an int. */
void shim_input(const char *name, const void *data, size_t n);

/* SHIM_RUN(stmt) runs stmt and evaluates to how it ended: SHIM_RETURN if
 * it returned, else through _exit, abort or klee_report_error. */
#define SHIM_RUN(stmt)                                                         \
  ({                                                                           \
    int how_ = setjmp(shim.jb);                                                \
    if (how_ == 0) {                                                           \
      shim.armed = 1;                                                          \
      stmt;                                                                    \
      shim.armed = 0;                                                          \
    }                                                                          \
    how_;                                                                      \
  })

#endif
