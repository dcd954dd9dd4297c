/*
 * init_env.c - the POSIX environment model: KLEE's klee_init_env and
 * klee_init_fds, re-implemented.
 *
 * __symx_init_env scans argv (argv[0] included) for KLEE's options and
 * replaces them; every other argument stays as it is:
 *
 *   --sym-arg N            one symbolic argument of up to N chars: an
 *                          (N+1)-byte object named arg00, arg01, ... (in
 *                          order over all --sym-arg/--sym-args), whose last
 *                          byte is then set to 0 (the others are arbitrary,
 *                          so the string may be shorter)
 *   --sym-args MIN MAX N   n_args = klee_range(MIN, MAX+1, "n_args"), then
 *                          n_args arguments as above
 *   --sym-files NUM N      NUM symbolic files "A", "B", ... of N bytes:
 *                          objects A_data and A_data_stat (a struct stat64)
 *   --sym-stdin N          symbolic stdin: objects stdin and stdin_stat
 *   --sym-stdout           stdout goes into a 1024-byte symbolic file:
 *                          objects stdout and stdout_stat
 *   --save-all-writes      writes past the end of a symbolic file extend it
 *   --max-fail N           up to N injected failures of read, write, close,
 *                          ftruncate, getcwd: objects read_fail,
 *                          write_fail, close_fail, ftruncate_fail,
 *                          getcwd_fail
 *   --fd-fail              the same as --max-fail 1
 *
 * (Options are also accepted with a single dash.) As in KLEE, a
 * model_version object (constrained to 1) is created last. The objects are
 * created in KLEE's order: arguments in argv order, then files, stdin,
 * failure counters, stdout, model_version.
 */
#include "symx_libc.h"

#include <stdlib.h>
#include <string.h>

static void emit_error(const char *msg) __attribute__((noreturn));
static void emit_error(const char *msg) {
  klee_report_error("init_env.c", 0, msg, "user.err");
}

static int streq(const char *a, const char *b) {
  while (*a == *b) {
    if (!*a)
      return 1;
    a++;
    b++;
  }
  return 0;
}

/* opt matches "--name" and "-name". */
static int opt(const char *arg, const char *name) {
  if (arg[0] != '-')
    return 0;
  if (arg[1] == '-')
    arg++;
  return streq(arg + 1, name);
}

/* to_int parses a decimal or 0x-hexadecimal count, or reports msg. */
static unsigned to_int(const char *s, const char *msg) {
  unsigned long long v = 0;
  unsigned base = 10;
  if (!*s)
    emit_error(msg);
  if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    base = 16;
    s += 2;
    if (!*s)
      emit_error(msg);
  }
  for (; *s; s++) {
    unsigned d = (unsigned)__symx_digitval((unsigned char)*s);
    if (d >= base)
      emit_error(msg);
    v = v * base + d;
    if (v > 0x7fffffff)
      emit_error(msg);
  }
  return (unsigned)v;
}

static char *sym_string(unsigned len, const char *name) {
  char *s = malloc((size_t)len + 1);
  if (!s)
    emit_error("out of memory in __symx_init_env");
  klee_make_symbolic(s, (size_t)len + 1, name);
  s[len] = 0;
  return s;
}

#define MAX_ARGS 1024

static void add_arg(int *argc, char **argv, char *arg) {
  if (*argc == MAX_ARGS)
    emit_error("too many arguments for __symx_init_env");
  argv[(*argc)++] = arg;
}

static const char usage[] =
    "__symx_init_env\n\n"
    "usage: (__symx_init_env) [options] [program arguments]\n"
    "  -sym-arg <N>              - Replace by a symbolic argument with length "
    "N\n"
    "  -sym-args <MIN> <MAX> <N> - Replace by at least MIN arguments and at "
    "most\n"
    "                              MAX arguments, each with maximum length N\n"
    "  -sym-files <NUM> <N>      - Make NUM symbolic files ('A', 'B', 'C', "
    "etc.),\n"
    "                              each with size N\n"
    "  -sym-stdin <N>            - Make stdin symbolic with size N.\n"
    "  -sym-stdout               - Make stdout symbolic.\n"
    "  -save-all-writes          - Allow write operations to execute as "
    "expected\n"
    "                              even if they exceed the file size.\n"
    "  -max-fail <N>             - Allow up to N injected failures\n"
    "  -fd-fail                  - Shortcut for '-max-fail 1'\n";

void __symx_init_env(int *argcPtr, char ***argvPtr) {
  int argc = *argcPtr;
  char **argv = *argvPtr;
  char *new_argv[MAX_ARGS];
  int new_argc = 0;
  unsigned sym_files = 0, sym_file_len = 0, sym_stdin_len = 0;
  unsigned max_failures = 0, sym_arg_num = 0;
  int sym_stdout = 0, save_all_writes = 0;
  char name[6] = "arg00";
  int k = 0;

  if (argc == 2 && streq(argv[1], "--help"))
    emit_error(usage);

  while (k < argc) {
    const char *a = argv[k];
    if (opt(a, "sym-arg")) {
      const char *msg = "--sym-arg expects an integer argument <max-len>";
      if (++k == argc)
        emit_error(msg);
      unsigned len = to_int(argv[k++], msg);
      if (sym_arg_num > 99)
        emit_error("No more than 100 symbolic arguments allowed.");
      name[3] = (char)('0' + sym_arg_num / 10);
      name[4] = (char)('0' + sym_arg_num % 10);
      sym_arg_num++;
      add_arg(&new_argc, new_argv, sym_string(len, name));
    } else if (opt(a, "sym-args")) {
      const char *msg = "--sym-args expects three integer arguments "
                        "<min-argvs> <max-argvs> <max-len>";
      if (k + 3 >= argc)
        emit_error(msg);
      k++;
      unsigned min_argvs = to_int(argv[k++], msg);
      unsigned max_argvs = to_int(argv[k++], msg);
      unsigned len = to_int(argv[k++], msg);
      if (min_argvs > max_argvs)
        emit_error(msg);
      int n_args = klee_range((int)min_argvs, (int)max_argvs + 1, "n_args");
      for (int i = 0; i < n_args; i++) {
        if (sym_arg_num > 99)
          emit_error("No more than 100 symbolic arguments allowed.");
        name[3] = (char)('0' + sym_arg_num / 10);
        name[4] = (char)('0' + sym_arg_num % 10);
        sym_arg_num++;
        add_arg(&new_argc, new_argv, sym_string(len, name));
      }
    } else if (opt(a, "sym-files")) {
      const char *msg = "--sym-files expects two integer arguments "
                        "<no-sym-files> <sym-file-len>";
      if (k + 2 >= argc)
        emit_error(msg);
      k++;
      sym_files = to_int(argv[k++], msg);
      sym_file_len = to_int(argv[k++], msg);
      if (sym_files > 26)
        emit_error("--sym-files: at most 26 symbolic files");
    } else if (opt(a, "sym-stdin")) {
      const char *msg =
          "--sym-stdin expects one integer argument <sym-stdin-len>";
      if (++k == argc)
        emit_error(msg);
      sym_stdin_len = to_int(argv[k++], msg);
    } else if (opt(a, "sym-stdout")) {
      sym_stdout = 1;
      k++;
    } else if (opt(a, "save-all-writes")) {
      save_all_writes = 1;
      k++;
    } else if (opt(a, "fd-fail")) {
      max_failures = 1;
      k++;
    } else if (opt(a, "max-fail")) {
      const char *msg = "--max-fail expects an integer argument <max-failures>";
      if (++k == argc)
        emit_error(msg);
      max_failures = to_int(argv[k++], msg);
    } else {
      add_arg(&new_argc, new_argv, argv[k++]);
    }
  }

  char **final_argv = malloc(((size_t)new_argc + 1) * sizeof *final_argv);
  if (!final_argv)
    emit_error("out of memory in __symx_init_env");
  memcpy(final_argv, new_argv, (size_t)new_argc * sizeof *final_argv);
  final_argv[new_argc] = NULL;
  *argcPtr = new_argc;
  *argvPtr = final_argv;

  __symx_init_fds(sym_files, sym_file_len, sym_stdin_len, sym_stdout,
                  save_all_writes, max_failures);
}

/* storable_time reports whether an ext4 file can hold the time: seconds
 * in [-2^31, 2^34 - 2^31 - 1], nanoseconds in [0, 10^9). */
static int storable_time(long long sec, long long nsec) {
  return (sec >= -2147483648LL) & (sec <= 15032385535LL) & (nsec >= 0) &
         (nsec < 1000000000);
}

/* create_dfile makes df a symbolic file of size bytes: contents named
 * name, a struct stat64 named name_stat with KLEE's constraints, of file
 * type type. */
static void create_dfile(struct symx_dfile *df, unsigned size,
                         const char *name, const char *path, mode_t type) {
  char sname[64];
  size_t n = strlen(name);
  memcpy(sname, name, n);
  memcpy(sname + n, "_stat", 6);
  if (size == 0)
    emit_error("symbolic files and stdin need a positive size");
  memset(df, 0, sizeof *df);
  df->size = df->cap = size;
  df->contents = malloc(size);
  struct stat64 *s = malloc(sizeof *s);
  if (!df->contents || !s)
    emit_error("out of memory in __symx_init_env");
  klee_make_symbolic(df->contents, size, name);
  klee_make_symbolic(s, sizeof *s, sname);
  /* The block size is the one a native replay's file has (4096 on ext4
   * and tmpfs): the replay cannot choose it. KLEE leaves it symbolic
   * below 64K, and then a program that sizes its buffers by it (diffutils'
   * buffer_lcm, a gcd loop over two files' block sizes) forks on values
   * no replay gives, through 64-bit remainders the solver gives up on. */
  s->st_blksize = 4096;
  /* Distinct files have distinct identities, as natively: symbolic
   * (st_dev, st_ino) would let stdin and stdout be one file (cat's "input
   * file is output file"), which no native replay can reproduce. KLEE
   * only asks for a nonzero inode. */
  static ino64_t next_ino = 0x5e0;
  s->st_dev = 0x801;
  s->st_ino = ++next_ino;
  s->st_size = (off64_t)size;
  s->st_blocks = 8;
  /* The file type is what the native replay gives the program: a regular
   * file for A, B, ... and stdin (replay feeds stdin from a file, as
   * klee-replay does), a pipe for stdout. KLEE leaves it
   * symbolic (preferring its defaults), which lets a path see a directory
   * or no type at all on stdin (gawk: "cannot open file `-'"), a path no
   * replay reproduces. The permission bits stay symbolic. */
  s->st_mode = type | (s->st_mode & 07777);
  /* Times a native file can hold, so that every test replays: ext4 keeps
   * seconds in [-2^31, 2^34 - 2^31 - 1] (13 Dec 1901 to 10 May 2446) and
   * clamps the rest, nanoseconds below 10^9 (utimensat refuses others).
   * KLEE leaves them free: `date -r A` of a time past 2446 fails in the
   * model ("time out of range") and succeeds on the clamped native file.
   * The narrow range also keeps the solver's time conversions small. */
  struct timespec *times[] = {&s->st_atim, &s->st_mtim, &s->st_ctim};
  for (int i = 0; i < 3; i++)
    klee_assume(storable_time(times[i]->tv_sec, times[i]->tv_nsec));
  df->stat = s;
  df->symbolic = 1;
  if (path) {
    df->name = malloc(strlen(path) + 1);
    if (!df->name)
      emit_error("out of memory in __symx_init_env");
    strcpy(df->name, path);
  }
}

static int *sym_int(const char *name) {
  int *p = malloc(sizeof *p);
  if (!p)
    emit_error("out of memory in __symx_init_env");
  klee_make_symbolic(p, sizeof *p, name);
  return p;
}

void __symx_init_fds(unsigned n_files, unsigned file_length,
                     unsigned stdin_length, int sym_stdout_flag,
                     int save_all_writes_flag, unsigned max_failures) {
  char name[7] = "?_data", path[2] = "?";

  __symx_fs.n_sym_files = n_files;
  if (n_files) {
    __symx_fs.sym_files = malloc(n_files * sizeof *__symx_fs.sym_files);
    if (!__symx_fs.sym_files)
      emit_error("out of memory in __symx_init_env");
  }
  for (unsigned k = 0; k < n_files; k++) {
    name[0] = path[0] = (char)('A' + k);
    create_dfile(&__symx_fs.sym_files[k], file_length, name, path, S_IFREG);
  }

  if (stdin_length) {
    __symx_fs.sym_stdin = malloc(sizeof *__symx_fs.sym_stdin);
    if (!__symx_fs.sym_stdin)
      emit_error("out of memory in __symx_init_env");
    create_dfile(__symx_fs.sym_stdin, stdin_length, "stdin", NULL, S_IFREG);
    __symx_fs.fds[0].df = __symx_fs.sym_stdin;
    __symx_fs.fds[0].off = 0;
  }

  __symx_fs.max_failures = max_failures;
  if (max_failures) {
    __symx_fs.read_fail = sym_int("read_fail");
    __symx_fs.write_fail = sym_int("write_fail");
    __symx_fs.close_fail = sym_int("close_fail");
    __symx_fs.ftruncate_fail = sym_int("ftruncate_fail");
    __symx_fs.getcwd_fail = sym_int("getcwd_fail");
  }

  if (sym_stdout_flag) {
    __symx_fs.sym_stdout = malloc(sizeof *__symx_fs.sym_stdout);
    if (!__symx_fs.sym_stdout)
      emit_error("out of memory in __symx_init_env");
    create_dfile(__symx_fs.sym_stdout, 1024, "stdout", NULL, S_IFIFO);
    __symx_fs.fds[1].df = __symx_fs.sym_stdout;
    __symx_fs.fds[1].off = 0;
  }

  __symx_fs.save_all_writes = save_all_writes_flag;

  unsigned version;
  klee_make_symbolic(&version, sizeof version, "model_version");
  klee_assume(version == 1);
}

/* The user's main, renamed by the engine when it links the POSIX runtime. */
extern int __symx_user_main(int argc, char **argv, char **envp);

extern char *program_invocation_name, *program_invocation_short_name;

static void set_program_name(int argc, char **argv) {
  if (argc > 0 && argv[0]) {
    char *slash = strrchr(argv[0], '/');
    program_invocation_name = argv[0];
    program_invocation_short_name = slash ? slash + 1 : argv[0];
  }
}

/* __symx_posix_main is the entry point with the POSIX runtime: it sets up
 * the environment, runs the program's main and exits with its result (so
 * atexit handlers run). */
int __symx_posix_main(int argc, char **argv, char **envp) {
  __symx_init_env(&argc, &argv);
  set_program_name(argc, argv);
  exit(__symx_user_main(argc, argv, envp));
}

/* __symx_main is the entry point without the POSIX runtime, for an engine
 * that wants C's start-up semantics: it runs the program's main (renamed
 * __symx_user_main) and exits with its result, so atexit handlers run. */
int __symx_main(int argc, char **argv, char **envp) {
  set_program_name(argc, argv);
  exit(__symx_user_main(argc, argv, envp));
}
