/*
 * klee/klee.h - KLEE-compatible symbolic execution API for symx.
 *
 * Programs written for KLEE compile unchanged against this header. Under
 * symx the functions are intrinsics of the engine; under `symx replay` a
 * small native runtime implements them from a recorded test.
 *
 * The same API is available with the symx_ prefix in <symx.h>.
 */
#ifndef KLEE_H
#define KLEE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__) || defined(__clang__)
#define KLEE_NORETURN __attribute__((noreturn))
#else
#define KLEE_NORETURN
#endif

/* klee_make_symbolic makes the nbytes bytes at addr symbolic. The object
 * is recorded in generated tests under name ("unnamed" if name is NULL).
 * nbytes should cover the whole object. */
void klee_make_symbolic(void *addr, size_t nbytes, const char *name);

/* klee_range returns a symbolic int in the signed interval [begin, end). */
int klee_range(int begin, int end, const char *name);

/* klee_int returns an unconstrained symbolic int. */
int klee_int(const char *name);

/* klee_silent_exit terminates the current path without generating a test. */
KLEE_NORETURN void klee_silent_exit(int status);

/* klee_abort terminates the current path with an abort error. */
KLEE_NORETURN void klee_abort(void);

/* klee_report_error terminates the current path with a user-defined error.
 * message is reported as the error and suffix names the error kind (the
 * test's .err file is named testNNNNNN.<suffix>.err). */
KLEE_NORETURN void klee_report_error(const char *file, int line,
                                     const char *message, const char *suffix);

/* klee_get_obj_size returns the size of the object ptr points into. */
size_t klee_get_obj_size(void *ptr);

/* klee_print_expr prints the expression(s) given as arguments. */
void klee_print_expr(const char *msg, ...);

/* klee_choose returns a symbolic value in [0, n). */
uintptr_t klee_choose(uintptr_t n);

/* klee_is_symbolic reports whether n is symbolic on the current path. */
unsigned klee_is_symbolic(uintptr_t n);

/* klee_is_replay reports whether the program runs under native replay. */
unsigned klee_is_replay(void);

/* klee_assume constrains the current path with condition; a path on which
 * condition cannot hold is terminated silently. */
void klee_assume(uintptr_t condition);

/* klee_warning and klee_warning_once print a warning. */
void klee_warning(const char *message);
void klee_warning_once(const char *message);

/* Hints and bookkeeping, accepted for compatibility. */
void klee_prefer_cex(void *object, uintptr_t condition);
void klee_posix_prefer_cex(void *object, uintptr_t condition);
void klee_mark_global(void *object);
void klee_define_fixed_object(void *addr, size_t nbytes);
void klee_check_memory_access(const void *address, size_t size);
void klee_set_forking(unsigned enable);
void klee_stack_trace(void);
void klee_print_range(const char *name, int arg);
void klee_open_merge(void);
void klee_close_merge(void);
int klee_get_errno(void);

/* klee_get_value_* return one concrete value of expr on the current path
 * (and constrain the path to it). */
float klee_get_valuef(float expr);
double klee_get_valued(double expr);
long klee_get_valuel(long expr);
long long klee_get_valuell(long long expr);
int32_t klee_get_value_i32(int32_t expr);
int64_t klee_get_value_i64(int64_t expr);

/* klee_assert is an assert that does not depend on NDEBUG. A failing
 * klee_assert is reported exactly like a failing assert(). */
#ifndef __cplusplus
void __assert_fail(const char *assertion, const char *file, unsigned int line,
                   const char *function) KLEE_NORETURN;
#elif __cplusplus >= 201103L
void __assert_fail(const char *assertion, const char *file, unsigned int line,
                   const char *function) noexcept(true) KLEE_NORETURN;
#else
void __assert_fail(const char *assertion, const char *file, unsigned int line,
                   const char *function) throw() KLEE_NORETURN;
#endif

#define klee_assert(expr)                                                      \
  ((expr) ? (void)(0)                                                          \
          : __assert_fail(#expr, __FILE__, __LINE__, __func__))

#ifdef __cplusplus
}
#endif

#endif /* KLEE_H */
