// Package libc is symx's modeled C library: C sources written for symbolic
// execution, compiled to LLVM 14 IR and embedded in the symx binary. It
// plays the part of klee-uclibc plus KLEE's POSIX runtime: the engine links
// IR(m32) with the program it executes, and a definition in the program
// wins over the library's (every library function is a strong definition).
//
// # Files
//
// The C sources live in csrc/ (the go tool does not allow C files in a
// package directory without cgo):
//
//	csrc/symx_libc.h  private header: feature macros, the engine
//	                  primitives, the runtime's FILE and file-system model,
//	                  shared helpers
//	csrc/string.c     <string.h>, <strings.h>
//	csrc/ctype.c      <ctype.h>, glibc's __ctype_b_loc, __ctype_tolower_loc
//	                  and __ctype_toupper_loc tables (C locale)
//	csrc/stdlib.c     strto(u)l(l), ato*, abs/div, qsort/bsearch, glibc's
//	                  rand/random/rand_r/drand48, environment, exit/atexit
//	csrc/float.c      strtod/strtof/atof and the digits of %f %e %g %a:
//	                  exact, correctly rounded, integer arithmetic only
//	csrc/math.c       libm: floor, ceil, trunc, round, rint (in the
//	                  current rounding mode), copysign exact; exp, log,
//	                  sin, cos, tan, atan, atan2, asin, acos, pow, log2,
//	                  log10, exp2, expm1, log1p, sinh, cosh, tanh, cbrt,
//	                  hypot (and float variants) from range reduction and
//	                  series, within 1-3 ulps of glibc (the bounds of
//	                  TestNative's math group;
//	                  docs/bench-log/2026-11-23-floating-point.md);
//	                  sqrt, fabs, fmod, fmin, fmax, fma are engine
//	                  functions (exec/fpsym.go)
//	csrc/printf.c     the printf family (one core, three sinks)
//	csrc/scanf.c      the scanf family (one core, string or stream source)
//	csrc/stdio.c      FILE streams over file descriptors
//	csrc/errno.c      errno (__errno_location), strerror, strerror_r
//	csrc/fd.c         POSIX descriptors over the modeled file system
//	csrc/dir.c        directories: the current directory "."
//	csrc/fsat.c       the *at family, links, owners, times, statfs,
//	                  pathconf, fadvise, fallocate, copy_file_range,
//	                  mkstemp
//	csrc/users.c      passwd and group lookups (a fixed database)
//	csrc/system.c     utmpx, mntent, sysinfo, CPUs, limits, priorities,
//	                  the terminal, inotify, poll, the network, exec, threads
//	csrc/getopt.c     getopt, getopt_long(_only) with glibc's globals
//	                  and argument order (GNU permutation unless "+" or
//	                  POSIXLY_CORRECT)
//	csrc/posix.c      ids, signals, time, sleep, locale, gettext, stubs
//	csrc/wchar.c      multibyte and wide characters, <wctype.h>
//	csrc/locale.c     nl_langinfo, newlocale/uselocale, strtod_l
//	csrc/time.c       tzset, gmtime, localtime, mktime, timegm, strftime
//	csrc/misc.c       <stdio_ext.h>, reallocarray, aligned_alloc,
//	                  realpath, strverscmp, strsignal, getrandom,
//	                  fnmatch, iconv, gnu_dev_*
//	csrc/init_env.c   __symx_init_env (KLEE's klee_init_env), the symbolic
//	                  files, the entry points __symx_posix_main and
//	                  __symx_main
//	libc.ll, libc32.ll  the generated IR (x86-64, i386); do not edit
//	testdata/native     the native test driver (driver.c, wide.c) and
//	                    engine-primitive shim
//	testdata/link       a program run under lli against the IR
//
// # Writing for symbolic execution
//
// The code is plain: byte-by-byte loops, one comparison per character,
// character classes as branch-free range tests (a symbolic character gives
// one expression, not one path per class), integer parsing with a constant
// base in every loop (no division by a symbolic base), merge sort for
// qsort (few comparisons per element), and no inline assembly, tables
// indexed by input, or word-at-a-time tricks. Symbolic lseek offsets and
// the sizes of console output are concretized (klee_get_value_i64). An
// integer printf formats onto stdout or stderr is printed as one value
// its path allows, without binding it (__symx_value_i64): the program
// never reads that text back, and forking on a number's digit count asked
// queries harder than the path's own (cksum's CRC). Formatting into a
// string (snprintf), which the program may parse, keeps every digit count.
// The one thing of that text a program sees is printf's return value, the
// length of the value printed: a program that branches on it may replay
// differently natively (a gap, not seen yet: cksum's tests replayed
// alike, L9).
// Output is unbuffered: every write reaches the engine at once, in program
// order.
//
// # Engine primitives
//
// The library leaves exactly these functions undefined; the engine
// implements them (TestIRContract checks the list):
//
//	void  klee_make_symbolic(void *addr, size_t n, const char *name);
//	void  klee_assume(uintptr_t cond);
//	unsigned klee_is_symbolic(uintptr_t x);
//	void  klee_silent_exit(int status);             (declared, unused)
//	void  klee_report_error(const char *file, int line,
//	                        const char *msg, const char *suffix);
//	void  klee_warning(const char *msg);
//	int64_t klee_get_value_i64(int64_t x);
//	int64_t __symx_value_i64(int64_t x);
//	                          one value x can take on the path, not bound
//	                          to it (klee_get_value_i64 binds it)
//	int   klee_range(int begin, int end, const char *name);
//	void *malloc(size_t); void *calloc(size_t, size_t);
//	void *realloc(void *, size_t); void free(void *);
//	void  abort(void);        ends the path with an abort error
//	void  _exit(int status);  ends the path normally
//	int   __symx_write(int fd, const void *buf, unsigned long n);
//	                          program output on fd 1 or 2; returns n
//	int   __symx_user_main(int argc, char **argv, char **envp);
//	                          the program's main, renamed by the engine
//
// The engine also provides __assert_fail. Besides these the IR uses only
// LLVM intrinsics the loader supports (lifetime, memcpy, va_start/va_end,
// abs, smax/smin, fshl, usub.sat; TestIRContract keeps the list).
//
// # Entry points
//
// With the POSIX runtime the engine renames the program's main to
// __symx_user_main and starts at
//
//	int __symx_posix_main(int argc, char **argv, char **envp);
//
// which calls __symx_init_env(&argc, &argv) and then
// exit(__symx_user_main(argc, argv, envp)). __symx_main does the same
// without __symx_init_env. When the engine calls main directly instead, it
// should call the library's exit with main's result (as C's start-up code
// does) for atexit handlers to run.
//
// # The POSIX environment
//
// __symx_init_env follows KLEE's klee_init_env and klee_init_fds. It reads
// --sym-arg N, --sym-args MIN MAX N, --sym-files NUM N, --sym-stdin N,
// --sym-stdout, --save-all-writes, --max-fail N and --fd-fail (with one or
// two dashes) anywhere in argv and leaves other arguments as they are. The
// symbolic objects, in creation order:
//
//	arg00, arg01, ...   N+1 bytes each, the last then set to 0
//	n_args              klee_range(MIN, MAX+1) of --sym-args
//	A_data, A_data_stat, B_data, ...   file contents and struct stat64
//	stdin, stdin_stat
//	read_fail, write_fail, close_fail, ftruncate_fail, getcwd_fail
//	stdout, stdout_stat (1024 bytes)
//	model_version       4 bytes, assumed to be 1
//
// Each stat object is constrained as in KLEE: (st_ino & 0x7FFFFFFF) != 0
// and st_blksize < 65536; st_size is set to the file's size, st_blocks to 8.
// Errors in the options end the path with klee_report_error(..., "user.err").
//
// The file system: fds 0, 1, 2 are the console (fd 0 reads the symbolic
// stdin or hits end of file; fds 1 and 2 write through __symx_write, or
// into the symbolic stdout file); the console is a character device but no
// terminal (isatty 0, ENOTTY), as the pipes and /dev/null replay runs a
// program on (KLEE's runs see its own terminal). access(W_OK) of "/"
// fails with EACCES (root's). open() of "A", "B", ... opens a symbolic
// file (opening it for writing needs a write bit in its symbolic st_mode,
// as in KLEE; O_TRUNC does not truncate it, as in KLEE; ftruncate sets
// its size, as natively, where KLEE's fails with EIO;
// chmod needs getuid() == st_uid);
// open() with O_CREAT of another name creates a concrete in-memory file;
// any other path fails with ENOENT. Writes past the end of a symbolic file
// are dropped unless --save-all-writes. Leading "./" components are
// dropped ("./A" is A).
//
// The current directory "." (also "./") is a directory of mode 0700 owned
// by the process, which lists ".", "..", the symbolic files that are not
// removed (as regular files, DT_REG), then the files the program created
// whose names have no '/'. A *at call names a relative path under the
// directory of its descriptor (fts, which du, rm -r and chmod -R walk
// with, names every entry so). replay runs every POSIX-runtime test in a fresh temporary
// directory holding exactly the files A, B, ..., so a native run lists the
// same names (in the file system's order: programs that sort them agree).
// That directory is "cwd" in a fresh sticky directory of /tmp named
// symx-replay-files- and ten digits; getcwd answers the model's version of
// it, /tmp/symx-replay-files-0000000000/cwd (the same length), and
// absolute paths through those names reach "." and "..", so a relative
// name made absolute (realpath, readlink -e) means what it means natively.
// "/", ".." and "/tmp" (sticky, 01777, as on Debian) exist as directories
// owned by root; "/" lists "tmp", "proc" and "root", ".." lists "cwd" and
// the files made in it, "/tmp" the files made there: their other contents
// are not modeled, and other paths outside "." do not exist (natively they
// may); "A/" gives ENOTDIR. "/root" is Debian's, root's with mode 0700:
// the user may not list it or look up names under it (EACCES), so a walk
// of "/" (du /, chmod -R /) fails as it does natively.
// mkfifo creates a FIFO that reads and writes as an empty file (natively
// open waits for the other end). mkdir makes an empty directory (its
// entries are not listed; chdir into it is not followed). Files and
// directories are made where an ordinary user may (uid 65000, which
// replay runs a test as when it is root): in ".", "..", "/tmp" and the
// directories the program made; in "/" they fail
// with EACCES, under a missing directory with ENOENT, under a file with
// ENOTDIR. Files, the symbolic ones too, can be renamed and hard-linked
// (a link is a second name of the file, sharing its stat and contents;
// the file outlives its first name), and symbolic links made: an entry
// holding its target that lookups follow (at most 40 links, ELOOP; a
// dangling link is ENOENT, and open's O_CREAT makes the file it names),
// and that lstat, readlink, unlink, rename and the AT_SYMLINK_NOFOLLOW
// calls see; a link in a directory component of a path is not followed.
// What the model cannot represent fails: devices with EPERM (EEXIST if
// the name exists), chown of a symbolic file with EPERM (KLEE's
// __df_chown) unless it keeps owner and group (-1, -1); utimensat sets
// the modeled times (KLEE's utimes). statfs and pathconf describe a fixed
// ext4 file system (the values glibc reports for ext4).
//
// Fixed results, chosen to agree with a native replay (standard streams
// on pipes, no network, an unprivileged process) where they can:
// getpwnam/getgrnam and friends know Debian's default /etc/passwd and
// /etc/group (base-passwd's 18 users and 38 groups, with the same fields;
// no group members: a Debian machine's files start with these entries),
// the process (uid and gid 65000, reserved by Debian and never assigned:
// uid 1000 is the first user of most machines) has no entry
// and getlogin fails with ENXIO; the utmpx database is empty; the mount
// table has one entry, "/" as ext4 (df exits 0 as natively); one CPU; ttyname, tcgetattr, tcsetattr and tcgetpgrp
// fail with ENOTTY; getaddrinfo and getnameinfo give EAI_NONAME; the exec
// family fails with ENOENT (as for a program that does not exist), and
// fork with EAGAIN (replays run the program with a process limit of
// zero); the environment is TZ=UTC0 and a PATH naming a directory that
// does not exist, as a replay's; one thread (pthread_create gives EAGAIN, mutexes and condition variables do
// nothing); chroot gives EPERM; inotify_init gives ENOSYS.
// Natively machine-dependent, so not replayable when a test shows them:
// sysinfo, getloadavg, gethostid, statfs counts, nproc's CPU count,
// readdir's order, mkstemp's names.
//
// KLEE differs in readdir: its getdents lists the symbolic files with
// the d_type of their symbolic st_mode and then the real directory's
// entries; symx lists only the model's files, as regular files, which is
// what the native replay sees.
//
// # Locale, time and randomness
//
// Every generated test is replayed against the real glibc, so where glibc's
// result depends on the machine the model fixes it and the replay
// (replay.Run) sets the native side up to match:
//
//   - Locale: glibc's C locale only (charset ANSI_X3.4-1968: bytes >= 0x80
//     are encoding errors for mbrtowc and friends, the wide classes are
//     ASCII's, wcwidth is -1 outside printable ASCII). Neither the
//     model's environment nor the replay's has LANG, LANGUAGE or LC_*.
//   - Time zone: TZ=UTC0 in the model's environment and the replay's
//     (glibc's unset TZ would read the machine's /etc/localtime). TZ values the program sets
//     itself are read as POSIX "STD OFFSET" strings or names of the UTC
//     zones; daylight-saving rules and other tz database files are not
//     modeled (see time.c).
//   - The clock: time(), gettimeofday and clock_gettime return the fixed
//     time 1700000000 (posix.c). The native program sees the real clock, so
//     output that shows the current time (date, touch without -d, ls of
//     files the program created) cannot replay identically. Timers never
//     expire, and setting the clock fails with EPERM (time.c).
//   - getrandom: a fixed stream (splitmix64 from seed 0); the replay
//     runtime defines the same getrandom for the native program, so shuf,
//     sort -R and mktemp replay identically.
//   - realpath and canonicalize_file_name resolve relative paths from the
//     model's working directory, where the native program's is a temporary
//     directory: their output differs.
//
// The FILE structure starts with glibc's struct _IO_FILE because gnulib's
// fseeko and fflush replacements read its fields directly; they are zero
// but for _IO_read_end, which makes gnulib's fseeko call the library's.
//
// # Building
//
// go generate runs internal/irgen/mkir, which compiles every .c file with
// clang-14 (flags in irgen.CFlags: -O1 -fno-builtin -gline-tables-only,
// no inlining except always_inline helpers, no vectorization or
// unrolling) for
// x86_64-pc-linux-gnu and i386-pc-linux-gnu, links each set with
// llvm-link-14 -S and strips what differs between machines. The line
// tables name the sources runtime/libc/csrc/*.c: a bug inside the library
// (strlen given a null pointer) is reported at the library's line, with
// the program's call in the stack, as KLEE reports bugs in klee-uclibc. The output is
// deterministic; TestIRCurrent fails when the checked-in files are stale.
package libc
