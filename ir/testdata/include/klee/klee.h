/* Minimal KLEE API for compiling the ir package's test programs. The real
 * header for users ships with symx (package runtime/include). */
#ifndef KLEE_H
#define KLEE_H
#include <stddef.h>
#include <stdint.h>
void klee_make_symbolic(void *addr, size_t nbytes, const char *name);
void klee_assume(uintptr_t condition);
int klee_range(int begin, int end, const char *name);
int klee_int(const char *name);
void klee_silent_exit(int status);
void klee_abort(void);
void klee_report_error(const char *file, int line, const char *message, const char *suffix);
void __assert_fail(const char *assertion, const char *file, unsigned int line, const char *function);
#define klee_assert(expr) \
  ((expr) ? (void)(0) : __assert_fail(#expr, __FILE__, __LINE__, __func__))
#endif
