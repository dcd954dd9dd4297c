package libc

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/symx/symx/runtime/libc/internal/irgen"
)

// lookTool returns the first of names found on PATH, or "".
func lookTool(names ...string) string {
	for _, n := range names {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	return ""
}

// TestIRCurrent regenerates the IR from the sources and compares it with
// the checked-in (embedded) files.
func TestIRCurrent(t *testing.T) {
	if _, _, err := irgen.Tools(); err != nil {
		t.Skip(err)
	}
	for _, tg := range irgen.Targets {
		got, err := irgen.Build("csrc", "../include", tg)
		if err != nil {
			t.Fatal(err)
		}
		want := IR(tg.Name == "libc32.ll")
		if !bytes.Equal(got, want) {
			t.Errorf("%s is not current: run 'go generate ./runtime/libc' and commit it", tg.Name)
		}
	}
}

func TestIRParses(t *testing.T) {
	as := lookTool("llvm-as-14")
	if as == "" {
		t.Skip("llvm-as-14 not found")
	}
	for _, m32 := range []bool{false, true} {
		cmd := exec.Command(as, "-o", os.DevNull, "-")
		cmd.Stdin = bytes.NewReader(IR(m32))
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("llvm-as-14 (m32=%v): %v\n%s", m32, err, out)
		}
	}
}

// enginePrimitives are the only functions the runtime may leave undefined
// (besides LLVM intrinsics): the engine implements them.
var enginePrimitives = map[string]bool{
	"klee_make_symbolic": true, "klee_assume": true, "klee_is_symbolic": true,
	"klee_silent_exit": true, "klee_report_error": true, "klee_warning": true,
	"klee_get_value_i64": true, "klee_range": true, "klee_get_obj_size": true,
	"malloc": true, "calloc": true, "realloc": true, "free": true,
	"abort": true, "_exit": true, "__symx_write": true, "__symx_value_i64": true,
	"sqrt": true, "fegetround": true, // exec/fpsym.go: IEEE operations, the path's rounding mode
	"__symx_user_main": true, // the program's main, renamed by the engine
}

// intrinsics are the LLVM intrinsics the runtime's IR may use (all of them
// handled by the loader, ir/call.go). A new one must be checked there.
var intrinsics = []string{
	"llvm.lifetime.", "llvm.memcpy.", "llvm.memmove.", "llvm.memset.",
	"llvm.va_start", "llvm.va_end", "llvm.va_copy",
	"llvm.abs.", "llvm.smax.", "llvm.smin.", "llvm.umax.", "llvm.umin.",
	"llvm.fshl.", "llvm.fshr.", "llvm.usub.sat.", "llvm.uadd.sat.",
	"llvm.ctlz.", "llvm.cttz.", "llvm.ctpop.", "llvm.bswap.",
	"llvm.uadd.with.overflow.", "llvm.usub.with.overflow.", "llvm.umul.with.overflow.",
	"llvm.sadd.with.overflow.", "llvm.ssub.with.overflow.", "llvm.smul.with.overflow.",
	"llvm.fabs.", "llvm.experimental.noalias.scope.decl", "llvm.assume",
}

// mustDefine are symbols programs compiled against glibc's headers reach.
var mustDefine = []string{
	"memcpy", "memmove", "memset", "memcmp", "memchr", "strlen", "strnlen",
	"strcpy", "strncpy", "strcat", "strncat", "strcmp", "strncmp",
	"strcasecmp", "strncasecmp", "strchr", "strrchr", "strstr", "strspn",
	"strcspn", "strpbrk", "strtok", "strtok_r", "strdup", "strndup", "stpcpy",
	"strerror", "bzero", "bcopy",
	"isalpha", "isdigit", "isspace", "isupper", "islower", "isalnum",
	"isxdigit", "isprint", "ispunct", "iscntrl", "isgraph", "isblank",
	"tolower", "toupper", "__ctype_b_loc", "__ctype_tolower_loc",
	"__ctype_toupper_loc",
	"atoi", "atol", "atoll", "strtol", "strtoul", "strtoll", "strtoull",
	"strtod", "abs", "labs", "llabs", "div", "ldiv", "lldiv", "qsort",
	"bsearch", "getenv", "setenv", "unsetenv", "exit", "atexit", "_Exit",
	"stdin", "stdout", "stderr", "printf", "fprintf", "sprintf", "snprintf",
	"vprintf", "vfprintf", "vsprintf", "vsnprintf", "dprintf", "puts",
	"putchar", "fputs", "fputc", "putc", "getchar", "getc", "fgetc", "fgets",
	"ungetc", "fread", "fwrite", "fopen", "fclose", "fflush", "feof",
	"ferror", "clearerr", "fileno", "perror", "setvbuf", "setbuf", "sscanf",
	"__isoc99_sscanf", "__isoc99_scanf", "__isoc99_fscanf", "vasprintf",
	"__errno_location", "read", "write", "open", "open64", "openat", "close",
	"lseek", "lseek64", "stat", "fstat", "lstat", "stat64", "fstat64",
	"__xstat", "__fxstat", "access", "unlink", "isatty", "getpid", "getuid",
	"signal", "sigaction", "sleep", "usleep", "time", "getopt",
	"__posix_getopt", "getopt_long", "optarg", "optind", "opterr", "optopt",
	"setlocale", "bindtextdomain", "textdomain", "gettext", "dgettext",
	"dcgettext", "ngettext", "__stack_chk_fail",
	"__symx_init_env", "__symx_posix_main", "__symx_main",
	"opendir", "fdopendir", "readdir", "readdir64", "closedir", "dirfd",
	"rewinddir", "fstatat", "statx", "renameat", "renameat2", "linkat",
	"symlinkat", "readlinkat", "mkdirat", "mknodat", "mkfifoat", "mkfifo",
	"fchownat", "fchmodat", "unlinkat", "utimensat", "futimens", "faccessat",
	"pathconf", "fpathconf", "statfs", "fstatfs", "statvfs", "posix_fadvise",
	"fallocate", "copy_file_range", "mkstemp", "getpwuid", "getpwnam",
	"getgrgid", "getgrnam", "getgrent", "getgrouplist", "getlogin",
	"getutxent", "setmntent", "hasmntopt", "sched_getaffinity",
	"__sched_cpucount", "ttyname", "tcgetattr", "cfgetospeed", "getrlimit",
	"getpriority", "poll", "getaddrinfo", "execlp", "pthread_create",
	"pthread_mutex_lock", "htonl",
}

// mustNotDefine are the engine's.
var mustNotDefine = []string{
	"malloc", "calloc", "realloc", "free", "abort", "_exit", "__assert_fail",
	"__symx_write", "klee_make_symbolic", "klee_assume", "main",
}

var (
	declRE   = regexp.MustCompile(`(?m)^declare [^@]*@([\w.$]+)\(`)
	defFnRE  = regexp.MustCompile(`(?m)^define [^@]*@([\w.$]+)\(`)
	defVarRE = regexp.MustCompile(`(?m)^@([\w.$]+) = (?:dso_local )?(?:local_unnamed_addr )?(?:global|constant)`)
	weakRE   = regexp.MustCompile(`(?m)^(?:define|@[\w.$]+ =) [^\n]*\b(?:weak|weak_odr|linkonce|linkonce_odr|extern_weak)\b`)
)

func TestIRContract(t *testing.T) {
	for _, m32 := range []bool{false, true} {
		text := string(IR(m32))
		name := "libc.ll"
		if m32 {
			name = "libc32.ll"
		}
		if !strings.HasPrefix(text, irgen.Header) {
			t.Errorf("%s: missing the generated-file header", name)
		}
		for _, m := range declRE.FindAllStringSubmatch(text, -1) {
			sym := m[1]
			if enginePrimitives[sym] {
				continue
			}
			ok := false
			for _, p := range intrinsics {
				if strings.HasPrefix(sym, p) {
					ok = true
				}
			}
			if !ok {
				t.Errorf("%s: undefined %s is neither an engine primitive nor a known intrinsic", name, sym)
			}
		}
		defined := map[string]bool{}
		for _, m := range defFnRE.FindAllStringSubmatch(text, -1) {
			defined[m[1]] = true
		}
		for _, m := range defVarRE.FindAllStringSubmatch(text, -1) {
			defined[m[1]] = true
		}
		for _, s := range mustDefine {
			if !defined[s] {
				t.Errorf("%s: %s is not defined", name, s)
			}
		}
		for _, s := range mustNotDefine {
			if defined[s] {
				t.Errorf("%s: defines %s, which is the engine's", name, s)
			}
		}
		if strings.Contains(text, " asm ") || strings.Contains(text, "module asm") {
			t.Errorf("%s: contains inline assembly", name)
		}
		if m := weakRE.FindString(text); m != "" {
			t.Errorf("%s: every definition must be strong: %s", name, m)
		}
	}
}

// compileLL compiles a C file to textual IR with clang-14.
func compileLL(t *testing.T, clang, src, out string, args ...string) {
	t.Helper()
	a := append([]string{"-S", "-emit-llvm", "-o", out}, args...)
	a = append(a, src)
	if msg, err := exec.Command(clang, a...).CombinedOutput(); err != nil {
		t.Fatalf("%s %s: %v\n%s", clang, strings.Join(a, " "), err, msg)
	}
}

// undefinedIn lists the functions and variables a linked module declares
// but does not define, intrinsics excepted.
func undefinedIn(text string) []string {
	var syms []string
	for _, m := range declRE.FindAllStringSubmatch(text, -1) {
		if !strings.HasPrefix(m[1], "llvm.") {
			syms = append(syms, m[1])
		}
	}
	ext := regexp.MustCompile(`(?m)^@([\w.$]+) = external `)
	for _, m := range ext.FindAllStringSubmatch(text, -1) {
		syms = append(syms, m[1])
	}
	sort.Strings(syms)
	return syms
}

// TestLinkAndRun links a program compiled against glibc's headers with the
// runtime's IR, runs it with lli and compares what it prints with the
// program compiled natively against glibc.
func TestLinkAndRun(t *testing.T) {
	clang, link, lli := lookTool("clang-14"), lookTool("llvm-link-14"), lookTool("lli-14")
	if clang == "" || link == "" || lli == "" {
		t.Skip("needs clang-14, llvm-link-14 and lli-14")
	}
	dir := t.TempDir()
	prog := filepath.Join("testdata", "link", "prog.c")
	compileLL(t, clang, prog, filepath.Join(dir, "prog.ll"),
		"-O0", "-Xclang", "-disable-O0-optnone", "-g", "-Dmain=__symx_user_main")
	compileLL(t, clang, filepath.Join("testdata", "link", "lli_shim.c"), filepath.Join(dir, "shim.ll"), "-O1")
	if err := os.WriteFile(filepath.Join(dir, "libc.ll"), IR(false), 0o644); err != nil {
		t.Fatal(err)
	}
	linked := filepath.Join(dir, "linked.ll")
	if msg, err := exec.Command(link, "-S", "-o", linked,
		filepath.Join(dir, "prog.ll"), filepath.Join(dir, "libc.ll"), filepath.Join(dir, "shim.ll")).CombinedOutput(); err != nil {
		t.Fatalf("llvm-link-14: %v\n%s", err, msg)
	}
	text, err := os.ReadFile(linked)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range undefinedIn(string(text)) {
		switch s {
		case "malloc", "calloc", "realloc", "free", "abort", "_exit", "syscall", "sqrt", "fegetround":
		default:
			t.Errorf("linked program leaves %s undefined", s)
		}
	}

	run := func(name string, args ...string) (string, string, int) {
		var out, errb bytes.Buffer
		cmd := exec.Command(name, args...)
		cmd.Stdout, cmd.Stderr = &out, &errb
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return out.String(), errb.String(), code
	}
	native := filepath.Join(dir, "native")
	if msg, err := exec.Command(clang, "-o", native, prog).CombinedOutput(); err != nil {
		t.Fatalf("native build: %v\n%s", err, msg)
	}
	wantOut, wantErr, wantCode := run(native)
	gotOut, gotErr, gotCode := run(lli, linked)
	if gotOut != wantOut {
		t.Errorf("stdout under lli:\n%s\nnatively:\n%s", gotOut, wantOut)
	}
	if gotErr != wantErr {
		t.Errorf("stderr under lli:\n%s\nnatively:\n%s", gotErr, wantErr)
	}
	if gotCode != wantCode {
		t.Errorf("exit code under lli %d, natively %d", gotCode, wantCode)
	}
}

// TestLinkM32 links an i386 program with libc32.ll: everything it uses is
// defined, except the engine's primitives.
func TestLinkM32(t *testing.T) {
	clang, link := lookTool("clang-14"), lookTool("llvm-link-14")
	if clang == "" || link == "" {
		t.Skip("needs clang-14 and llvm-link-14")
	}
	dir := t.TempDir()
	for _, extra := range [][]string{nil, {"-D_FILE_OFFSET_BITS=64"}, {"-std=c99", "-D_POSIX_C_SOURCE=200809L"}} {
		args := append([]string{"-m32", "-O0", "-Dmain=__symx_user_main"}, extra...)
		compileLL(t, clang, filepath.Join("testdata", "link", "prog.c"), filepath.Join(dir, "prog.ll"), args...)
		if err := os.WriteFile(filepath.Join(dir, "libc32.ll"), IR(true), 0o644); err != nil {
			t.Fatal(err)
		}
		linked := filepath.Join(dir, "linked.ll")
		if msg, err := exec.Command(link, "-S", "-o", linked,
			filepath.Join(dir, "prog.ll"), filepath.Join(dir, "libc32.ll")).CombinedOutput(); err != nil {
			t.Fatalf("llvm-link-14 %v: %v\n%s", extra, err, msg)
		}
		text, err := os.ReadFile(linked)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range undefinedIn(string(text)) {
			if !enginePrimitives[s] || s == "__symx_user_main" {
				t.Errorf("%v: linked i386 program leaves %s undefined", extra, s)
			}
		}
	}
}
