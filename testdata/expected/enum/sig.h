/*
 * sig.h - path-signature recorder shared by the native enumerators.
 *
 * An enumerator is an instrumented copy of a benchmark. Every condition on
 * which the clang-14 -O0 IR branches (each `br i1` operand, each `switch`
 * target, each indirect-call target, each "divisor == 0" check the engine
 * makes) is wrapped in B(id, value), which appends (id, value) to the
 * signature of the current run. A run (sig_run) ends either by returning
 * from the program body (completed path) or by sig_bug(kind, line), which
 * terminates the run with a bug (partial path) by longjmp-ing back to
 * sig_run.
 *
 * Two concrete inputs follow the same IR path iff they produce the same
 * decision sequence, so the number of distinct signatures ending normally
 * (resp. in each bug) is the number of feasible completed (resp. bug) paths,
 * provided the enumerated inputs contain a witness for every feasible path.
 * Branches whose condition is concrete on every path may be recorded too:
 * their outcome is a function of the earlier decisions, so recording them
 * never splits a path.
 *
 * Nothing here knows about symbolic execution; it is plain concrete
 * execution plus counting of distinct decision sequences.
 */
#ifndef SIG_H
#define SIG_H

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SIG_UNUSED __attribute__((unused))

#define SIG_MAX 8192
static unsigned char sig_buf[SIG_MAX];
SIG_UNUSED static int sig_len;
static jmp_buf sig_jmp;

/* record decision (id, v); v is any value in [0, 255]; returns v */
SIG_UNUSED static inline int sig_rec(int id, int v) {
  if (sig_len + 2 > SIG_MAX) {
    fprintf(stderr, "signature overflow\n");
    exit(2);
  }
  sig_buf[sig_len++] = (unsigned char)id;
  sig_buf[sig_len++] = (unsigned char)v;
  return v;
}
#define B(id, c) sig_rec((id), (c) ? 1 : 0)

/* ---- distinct-signature set (open addressing, FNV-1a) ---- */
#define SET_BITS 22
static unsigned char **set_keys;
SIG_UNUSED static int *set_lens;
static long set_count;

SIG_UNUSED static unsigned long long fnv(const unsigned char *p, int n) {
  unsigned long long h = 1469598103934665603ULL;
  for (int i = 0; i < n; i++) {
    h ^= p[i];
    h *= 1099511628211ULL;
  }
  return h;
}

/* returns 1 if the signature is new */
SIG_UNUSED static int set_insert(const unsigned char *p, int n) {
  if (!set_keys) {
    set_keys = calloc((size_t)1 << SET_BITS, sizeof *set_keys);
    set_lens = calloc((size_t)1 << SET_BITS, sizeof *set_lens);
  }
  if (set_count * 2 > (1L << SET_BITS)) {
    fprintf(stderr, "signature set full\n");
    exit(2);
  }
  unsigned long long h = fnv(p, n) & ((1ULL << SET_BITS) - 1);
  while (set_keys[h]) {
    if (set_lens[h] == n && memcmp(set_keys[h], p, (size_t)n) == 0)
      return 0;
    h = (h + 1) & ((1ULL << SET_BITS) - 1);
  }
  set_keys[h] = malloc((size_t)n);
  memcpy(set_keys[h], p, (size_t)n);
  set_lens[h] = n;
  set_count++;
  return 1;
}

/* ---- outcome tallies ---- */
#define MAX_KINDS 16
static long n_completed;
static const char *bug_kind[MAX_KINDS];
SIG_UNUSED static int bug_line[MAX_KINDS];
static long bug_count[MAX_KINDS];
SIG_UNUSED static int n_bugkinds;
static long n_runs;

SIG_UNUSED static void sig_end_ok(void) {
  sig_rec(255, 255);
  if (set_insert(sig_buf, sig_len))
    n_completed++;
}

SIG_UNUSED static void sig_record_bug(const char *kind, int line) {
  int k;
  for (k = 0; k < n_bugkinds; k++)
    if (bug_line[k] == line && strcmp(bug_kind[k], kind) == 0)
      break;
  if (k == n_bugkinds) {
    if (n_bugkinds == MAX_KINDS)
      exit(2);
    bug_kind[k] = kind;
    bug_line[k] = line;
    n_bugkinds++;
  }
  sig_rec(254, k);
  if (set_insert(sig_buf, sig_len))
    bug_count[k]++;
}

/* terminate the current run with a bug */
SIG_UNUSED static void sig_bug(const char *kind, int line) {
  sig_record_bug(kind, line);
  longjmp(sig_jmp, 1);
}

SIG_UNUSED static void sig_print(const char *prog) {
  long partial = 0;
  for (int k = 0; k < n_bugkinds; k++)
    partial += bug_count[k];
  printf("%-16s completed=%ld partial=%ld", prog, n_completed, partial);
  for (int k = 0; k < n_bugkinds; k++)
    printf(" %s@%d=%ld", bug_kind[k], bug_line[k], bug_count[k]);
  printf("   (%ld concrete runs)\n", n_runs);
}

/*
 * sig_run(body): run one concrete input. body executes the instrumented
 * program (its return value is ignored); returning normally is a completed
 * path, sig_bug() a partial one. The setjmp lives in this frame, so the
 * caller's loop variables are never live across the longjmp.
 */
SIG_UNUSED static void sig_run(int (*body)(void)) {
  sig_len = 0;
  n_runs++;
  if (setjmp(sig_jmp) == 0) {
    body();
    sig_end_ok();
  }
}

#endif
