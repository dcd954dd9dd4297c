/*
 * symx.h - the runtime's functions as the native tests see them: every
 * symbol carries the prefix symx_ (objcopy --prefix-symbols). The runtime's
 * FILE is opaque here (void *).
 */
#ifndef SYMX_DECLS_H
#define SYMX_DECLS_H

#include <getopt.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/types.h>

/* string.h */
void *symx_memcpy(void *, const void *, size_t);
void *symx_memmove(void *, const void *, size_t);
void *symx_memset(void *, int, size_t);
int symx_memcmp(const void *, const void *, size_t);
void *symx_memchr(const void *, int, size_t);
void *symx_memrchr(const void *, int, size_t);
void *symx_memmem(const void *, size_t, const void *, size_t);
size_t symx_strlen(const char *);
size_t symx_strnlen(const char *, size_t);
char *symx_strcpy(char *, const char *);
char *symx_strncpy(char *, const char *, size_t);
char *symx_stpcpy(char *, const char *);
char *symx_stpncpy(char *, const char *, size_t);
char *symx_strcat(char *, const char *);
char *symx_strncat(char *, const char *, size_t);
int symx_strcmp(const char *, const char *);
int symx_strncmp(const char *, const char *, size_t);
int symx_strcasecmp(const char *, const char *);
int symx_strncasecmp(const char *, const char *, size_t);
char *symx_strchr(const char *, int);
char *symx_strrchr(const char *, int);
char *symx_strchrnul(const char *, int);
char *symx_strstr(const char *, const char *);
char *symx_strcasestr(const char *, const char *);
size_t symx_strspn(const char *, const char *);
size_t symx_strcspn(const char *, const char *);
char *symx_strpbrk(const char *, const char *);
char *symx_strtok(char *, const char *);
char *symx_strtok_r(char *, const char *, char **);
char *symx_strsep(char **, const char *);
char *symx_strdup(const char *);
char *symx_strndup(const char *, size_t);
char *symx_strerror(int);
int symx___xpg_strerror_r(int, char *, size_t);
char *symx_basename(const char *);
char *symx___xpg_basename(char *);
char *symx_dirname(char *);
void symx_bzero(void *, size_t);
void symx_bcopy(const void *, void *, size_t);
int symx_ffs(int);

/* ctype.h */
int symx_isalnum(int);
int symx_isalpha(int);
int symx_isblank(int);
int symx_iscntrl(int);
int symx_isdigit(int);
int symx_isgraph(int);
int symx_islower(int);
int symx_isprint(int);
int symx_ispunct(int);
int symx_isspace(int);
int symx_isupper(int);
int symx_isxdigit(int);
int symx_isascii(int);
int symx_tolower(int);
int symx_toupper(int);
const unsigned short **symx___ctype_b_loc(void);
const int32_t **symx___ctype_tolower_loc(void);
const int32_t **symx___ctype_toupper_loc(void);

/* stdlib.h */
int *symx___errno_location(void);
long symx_strtol(const char *, char **, int);
unsigned long symx_strtoul(const char *, char **, int);
long long symx_strtoll(const char *, char **, int);
unsigned long long symx_strtoull(const char *, char **, int);
int symx_atoi(const char *);
long symx_atol(const char *);
long long symx_atoll(const char *);
double symx_strtod(const char *, char **);
float symx_strtof(const char *, char **);
long double symx_strtold(const char *, char **);
double symx_atof(const char *);
int symx_abs(int);
long symx_labs(long);
long long symx_llabs(long long);
div_t symx_div(int, int);
ldiv_t symx_ldiv(long, long);
lldiv_t symx_lldiv(long long, long long);
void symx_qsort(void *, size_t, size_t, int (*)(const void *, const void *));
void *symx_bsearch(const void *, const void *, size_t, size_t,
                   int (*)(const void *, const void *));
int symx_rand(void);
void symx_srand(unsigned);
long symx_random(void);
void symx_srandom(unsigned);
int symx_rand_r(unsigned *);
void symx_srand48(long);
long symx_lrand48(void);
long symx_mrand48(void);
double symx_drand48(void);
char *symx_getenv(const char *);
int symx_setenv(const char *, const char *, int);
int symx_unsetenv(const char *);
int symx_putenv(char *);
int symx_clearenv(void);
extern char **symx_environ;
int symx_atexit(void (*)(void));
void symx_exit(int);

/* stdio.h */
extern void *symx_stdin, *symx_stdout, *symx_stderr;
int symx_printf(const char *, ...);
int symx_fprintf(void *, const char *, ...);
int symx_sprintf(char *, const char *, ...);
int symx_snprintf(char *, size_t, const char *, ...);
int symx_vsnprintf(char *, size_t, const char *, va_list);
int symx_asprintf(char **, const char *, ...);
int symx_dprintf(int, const char *, ...);
int symx_sscanf(const char *, const char *, ...);
int symx___isoc99_sscanf(const char *, const char *, ...);
int symx_fscanf(void *, const char *, ...);
int symx_scanf(const char *, ...);
int symx_puts(const char *);
int symx_putchar(int);
int symx_fputs(const char *, void *);
int symx_fputc(int, void *);
int symx_putc(int, void *);
int symx_getchar(void);
int symx_getc(void *);
int symx_fgetc(void *);
int symx_ungetc(int, void *);
char *symx_fgets(char *, int, void *);
size_t symx_fread(void *, size_t, size_t, void *);
size_t symx_fwrite(const void *, size_t, size_t, void *);
void *symx_fopen(const char *, const char *);
void *symx_fdopen(int, const char *);
int symx_fclose(void *);
int symx_fflush(void *);
int symx_feof(void *);
int symx_ferror(void *);
void symx_clearerr(void *);
int symx_fileno(void *);
void symx_perror(const char *);
int symx_fseek(void *, long, int);
long symx_ftell(void *);
void symx_rewind(void *);
ssize_t symx_getline(char **, size_t *, void *);
int symx_setvbuf(void *, char *, int, size_t);

/* POSIX */
ssize_t symx_read(int, void *, size_t);
ssize_t symx_write(int, const void *, size_t);
int symx_open(const char *, int, ...);
int symx_close(int);
off_t symx_lseek(int, off_t, int);
int symx_stat(const char *, struct stat *);
int symx_lstat(const char *, struct stat *);
int symx_fstat(int, struct stat *);
int symx_lstat(const char *, struct stat *);
int symx_access(const char *, int);
int symx_unlink(const char *);
int symx_chmod(const char *, mode_t);
int symx_ftruncate(int, off_t);
int symx_isatty(int);
int symx_dup(int);
int symx_dup2(int, int);
pid_t symx_getpid(void);
uid_t symx_getuid(void);
time_t symx_time(time_t *);
typedef void (*symx_handler)(int);
symx_handler symx_signal(int, symx_handler);
int symx_raise(int);
int symx_kill(int, int);
unsigned symx_sleep(unsigned);
char *symx_setlocale(int, const char *);
char *symx_gettext(const char *);
char *symx_ngettext(const char *, const char *, unsigned long);
char *symx_textdomain(const char *);
char *symx_bindtextdomain(const char *, const char *);
char *symx_getcwd(char *, size_t);
void symx_error(int, int, const char *, ...);
void symx_warnx(const char *, ...);

/* getopt */
extern char *symx_optarg;
extern int symx_optind, symx_opterr, symx_optopt;
int symx_getopt(int, char *const[], const char *);
int symx_getopt_long(int, char *const[], const char *, const struct option *,
                     int *);
int symx_getopt_long_only(int, char *const[], const char *,
                          const struct option *, int *);

/* The POSIX environment */
void symx___symx_init_env(int *, char ***);
int symx___symx_posix_main(int, char **, char **);

/* math.c */
double symx_floor(double), symx_ceil(double), symx_trunc(double), symx_round(double), symx_rint(double);
double symx_copysign(double, double);
float symx_floorf(float), symx_ceilf(float), symx_truncf(float), symx_roundf(float), symx_rintf(float);
long symx_lround(double);
double symx_exp(double), symx_log(double), symx_sin(double), symx_cos(double);
double symx_tan(double), symx_atan(double), symx_asin(double), symx_acos(double), symx_log2(double),
    symx_log10(double), symx_exp2(double), symx_expm1(double), symx_log1p(double), symx_sinh(double),
    symx_cosh(double), symx_tanh(double), symx_cbrt(double);
double symx_atan2(double, double), symx_pow(double, double), symx_hypot(double, double);
float symx_tanf(float), symx_atanf(float), symx_asinf(float), symx_acosf(float), symx_log2f(float),
    symx_log10f(float), symx_exp2f(float), symx_expm1f(float), symx_log1pf(float), symx_sinhf(float),
    symx_coshf(float), symx_tanhf(float), symx_cbrtf(float);
float symx_atan2f(float, float), symx_powf(float, float), symx_hypotf(float, float);

#endif
