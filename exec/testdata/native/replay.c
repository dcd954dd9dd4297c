/* Native runtime for exec's tests: runs a test program natively on the
 * inputs symx found (replay mode) or on every possible input (exhaustive
 * mode), so the outcomes can be compared with symx's.
 *
 * Inputs are consumed in creation order, as symx lists them: every
 * klee_make_symbolic, klee_int, klee_range and __VERIFIER_nondet_* call
 * takes the next bytes. Outcomes are reported through the exit status:
 * the program's own code, or one of the codes below for bugs. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

enum {
  CODE_INFEASIBLE = 96, /* an assume failed: not a path */
  CODE_ASSERT = 201,
  CODE_ABORT = 202,
  CODE_REACH = 203,
  CODE_USER = 204,
  CODE_SILENT = 207,
};

static unsigned char input[1 << 20]; /* bigbuf.c has 200000 bytes */
static size_t input_len, input_pos;

static void take(void *p, size_t n) {
  if (input_pos + n > input_len) {
    /* Missing input reads as zero, like an unconstrained byte. */
    memset(p, 0, n);
    if (input_pos < input_len) {
      memcpy(p, input + input_pos, input_len - input_pos);
    }
    input_pos = input_len;
    return;
  }
  memcpy(p, input + input_pos, n);
  input_pos += n;
}

void klee_make_symbolic(void *p, size_t n, const char *name) { take(p, n); }
void symx_make_symbolic(void *p, size_t n, const char *name) { take(p, n); }
int klee_int(const char *name) { int x; take(&x, sizeof x); return x; }
int klee_range(int lo, int hi, const char *name) {
  if (lo + 1 == hi) return lo;
  int x; take(&x, sizeof x);
  if (x < lo || x >= hi) _exit(CODE_INFEASIBLE);
  return x;
}
void klee_assume(uintptr_t c) { if (!c) _exit(CODE_INFEASIBLE); }
void symx_assume(uintptr_t c) { if (!c) _exit(CODE_INFEASIBLE); }
void __VERIFIER_assume(int c) { if (!c) _exit(CODE_INFEASIBLE); }
void __assert_fail(const char *a, const char *f, unsigned l, const char *fn) { _exit(CODE_ASSERT); }
void abort(void) { _exit(CODE_ABORT); }
void klee_abort(void) { _exit(CODE_ABORT); }
void reach_error(void) { _exit(CODE_REACH); }
void __VERIFIER_error(void) { _exit(CODE_REACH); }
void klee_report_error(const char *f, int l, const char *m, const char *s) { _exit(CODE_USER); }
void klee_silent_exit(int c) { _exit(CODE_SILENT); }
unsigned klee_is_symbolic(uintptr_t x) { return 0; }
unsigned klee_is_replay(void) { return 1; }
int32_t klee_get_value_i32(int32_t x) { return x; }
int64_t klee_get_value_i64(int64_t x) { return x; }
long klee_get_valuel(long x) { return x; }
void klee_warning(const char *m) {}
void klee_prefer_cex(void *p, uintptr_t c) {}
void klee_print_expr(const char *m, ...) {}

#define NONDET(T, name) T __VERIFIER_nondet_##name(void) { T x; take(&x, sizeof x); return x; }
NONDET(int, int)
NONDET(unsigned, uint)
NONDET(char, char)
NONDET(unsigned char, uchar)
NONDET(short, short)
NONDET(unsigned short, ushort)
NONDET(long, long)
NONDET(unsigned long, ulong)
NONDET(long long, longlong)
NONDET(unsigned long long, ulonglong)
_Bool __VERIFIER_nondet_bool(void) { unsigned char x; take(&x, 1); return x != 0; }

int symx_program_main(int argc, char **argv);

static int classify(int status) {
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  return 1000 + WTERMSIG(status);
}

/* Replay: SYMX_INPUT names a file with the input bytes (objects
 * concatenated in order); the program runs once.
 * Exhaustive: SYMX_EXHAUSTIVE=n runs the program on all 2^(8n) inputs of
 * n bytes, each in a forked child, and prints every distinct outcome. */
int main(int argc, char **argv) {
  const char *ex = getenv("SYMX_EXHAUSTIVE");
  if (!ex) {
    const char *path = getenv("SYMX_INPUT");
    if (path) {
      FILE *f = fopen(path, "rb");
      if (!f) return 99;
      input_len = fread(input, 1, sizeof input, f);
      fclose(f);
    }
    return symx_program_main(argc, argv);
  }
  int n = atoi(ex);
  if (n < 0 || n > 3) return 98;
  static char seen[1300];
  unsigned long total = 1ul << (8 * n);
  for (unsigned long v = 0; v < total; v++) {
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
      for (int i = 0; i < n; i++) input[i] = (unsigned char)(v >> (8 * i));
      input_len = n;
      freopen("/dev/null", "w", stdout);
      freopen("/dev/null", "w", stderr);
      exit(symx_program_main(argc, argv));
    }
    int status;
    waitpid(pid, &status, 0);
    int c = classify(status);
    if (c < 1300 && !seen[c]) {
      seen[c] = 1;
      printf("%d\n", c);
    }
  }
  return 0;
}
