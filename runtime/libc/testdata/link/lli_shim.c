/*
 * lli_shim.c - the engine primitives for running the runtime's IR under
 * lli: output through the write system call, zeroed symbolic objects.
 */
#include <stddef.h>
#include <stdint.h>
#include <sys/syscall.h>

long syscall(long number, ...);

int __symx_write(int fd, const void *buf, unsigned long n) {
  return (int)syscall(SYS_write, fd, buf, n);
}

void klee_make_symbolic(void *addr, size_t n, const char *name) {
  (void)name;
  for (size_t i = 0; i < n; i++)
    ((char *)addr)[i] = 0;
}

void klee_assume(uintptr_t c) { (void)c; }
unsigned klee_is_symbolic(uintptr_t x) {
  (void)x;
  return 0;
}
int64_t klee_get_value_i64(int64_t x) { return x; }
int64_t __symx_value_i64(int64_t x) { return x; }
/* Only malloc_usable_size asks, and prog.c does not call it: under lli
 * the runtime's malloc_usable_size would shadow glibc's. */
size_t klee_get_obj_size(void *p) {
  (void)p;
  return 0;
}
int klee_range(int lo, int hi, const char *name) {
  (void)hi;
  (void)name;
  return lo;
}
void klee_warning(const char *m) { (void)m; }
void _exit(int);
void klee_report_error(const char *f, int l, const char *m, const char *s) {
  (void)f;
  (void)l;
  (void)m;
  (void)s;
  _exit(97);
}

/* The program's main is compiled as __symx_user_main (as the engine
 * renames it); lli runs this main, which enters through the runtime's
 * __symx_main so that exit and atexit are the runtime's. */
int __symx_main(int, char **, char **);
int main(int argc, char **argv, char **envp) {
  return __symx_main(argc, argv, envp);
}
