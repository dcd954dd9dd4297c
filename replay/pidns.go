package replay

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
)

// A program replayed with RunOptions.IsolatePIDs runs in a PID namespace
// of its own, so that whatever it signals (kill(-1, SIGKILL) included)
// is inside it. The namespace's first process has init's immunity to the
// signals it has no handler for, even those it raises itself, so the
// program is not it: unshare starts initShim, which forks the program as
// the namespace's second process, waits for it and writes its raw wait
// status to descriptor 3 (an exit code could not tell a death by a signal
// from an exit). With "-u UID GID" first, the program runs as that user
// (RunOptions.User): unshare needs root, so the shim drops the privileges.
// As that user it also cannot make processes (RLIMIT_NPROC 0: fork fails
// with EAGAIN), as in the model, whose fork fails: timeout then exits
// 125 both ways, where natively its child's failed exec gave 127. The
// pipes the caller gave it as stdout and stderr become the user's, as the
// model's standard streams are the process's own (touch - set their times
// in the model; on root's pipe natively it was refused); with "-o UID GID
// MODE" next, stdout's pipe gets that owner, group and mode instead: the
// model's symbolic stdout has them from its stat object (touch - fails
// there when the solver made it another's, unwritable). Runs as
// a user without a PID namespace go through the shim too (without
// unshare), for the limit.
//
// In the PID namespace's run the program also gets a /tmp of its own
// (a mount namespace, a fresh tmpfs over /tmp) holding only the entries
// of the machine's /tmp that the run needs, named with "-k PATH": its
// working directory's, the binary's, the test file's and those of paths
// in its environment (GCOV_PREFIX). The model's /tmp lists only what the
// program made there; natively, the entries other runs make and remove
// at the same time (replays run several at once) made `vdir /tmp` fail
// on one that vanished between readdir and lstat, a run-to-run
// difference no model can match.
const initShim = `#define _GNU_SOURCE
#include <fcntl.h>
#include <grp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
/* privateTmp mounts a fresh tmpfs over /tmp and binds the n entries
   of the old /tmp named in keep back into it, then re-enters the working
   directory through the new tree. */
static int privateTmp(char **keep, int n) {
  char cwd[4096], from[64];
  int fds[16];
  struct stat st;
  if (!getcwd(cwd, sizeof cwd)) return -1;
  for (int i = 0; i < n; i++)
    if ((fds[i] = open(keep[i], O_PATH | O_NOFOLLOW)) < 0) return -1;
  if (mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, "mode=1777")) return -1;
  for (int i = 0; i < n; i++) {
    if (fstat(fds[i], &st)) return -1;
    if (S_ISDIR(st.st_mode)) {
      if (mkdir(keep[i], 0700)) return -1;
    } else {
      int f = open(keep[i], O_CREAT | O_WRONLY, 0600);
      if (f < 0) return -1;
      close(f);
    }
    snprintf(from, sizeof from, "/proc/self/fd/%d", fds[i]);
    if (mount(from, keep[i], NULL, MS_BIND, NULL)) return -1;
    close(fds[i]);
  }
  return chdir(cwd);
}
int main(int argc, char **argv) {
  int a = 1;
  long uid = -1, gid = -1, ouid = -1, ogid = -1, omode = 0;
  if (argc > a + 2 && strcmp(argv[a], "-u") == 0) {
    uid = atol(argv[a + 1]);
    gid = atol(argv[a + 2]);
    a += 3;
  }
  if (argc > a + 3 && strcmp(argv[a], "-o") == 0) {
    ouid = atol(argv[a + 1]);
    ogid = atol(argv[a + 2]);
    omode = strtol(argv[a + 3], NULL, 8);
    a += 4;
  }
  char *keep[16];
  int nkeep = 0;
  for (; argc > a + 1 && strcmp(argv[a], "-k") == 0 && nkeep < 16; a += 2)
    keep[nkeep++] = argv[a + 1];
  if (nkeep > 0 && privateTmp(keep, nkeep)) {
    perror("symx replay: a private /tmp");
    return 127;
  }
  if (argc <= a) return 127;
  pid_t p = fork();
  if (p < 0) return 127;
  if (p == 0) {
    close(3);
    struct stat st;
    for (int fd = 1; uid >= 0 && fd <= 2; fd++)
      if (fstat(fd, &st) == 0 && S_ISFIFO(st.st_mode) && fchown(fd, (uid_t)uid, (gid_t)gid))
        _exit(127);
    if (ouid >= 0 && fstat(1, &st) == 0 && S_ISFIFO(st.st_mode) &&
        (fchown(1, (uid_t)ouid, (gid_t)ogid) || fchmod(1, (mode_t)omode)))
      _exit(127);
    if (uid >= 0 && (setgroups(0, NULL) || setgid((gid_t)gid) || setuid((uid_t)uid)))
      _exit(127);
    struct rlimit none = {0, 0};
    if (uid >= 0 && setrlimit(RLIMIT_NPROC, &none))
      _exit(127);
    execv(argv[a], argv + a);
    _exit(127);
  }
  int st;
  while (waitpid(p, &st, 0) < 0) {
  }
  dprintf(3, "%d", st);
  return 0;
}
`

var shim struct {
	once sync.Once
	path string
	err  error
}

// initShimPath builds initShim once per process, in a temporary directory.
// The build is not tied to a caller's context: its result is kept for
// the process. The directory is left behind (one small binary).
func initShimPath() (string, error) {
	shim.once.Do(func() {
		cc, err := FindCompiler()
		if err != nil {
			shim.err = err
			return
		}
		// Where every user reaches it, and for the whole process: a
		// TMPDIR of the moment (a test's) may go.
		dir, err := os.MkdirTemp(TempDir(), "symx-pidns-")
		if err != nil {
			shim.err = err
			return
		}
		src := filepath.Join(dir, "init.c")
		if err := os.WriteFile(src, []byte(initShim), 0o644); err != nil {
			shim.err = err
			return
		}
		bin := filepath.Join(dir, "init")
		if out, err := exec.Command(cc, "-O1", "-o", bin, src).CombinedOutput(); err != nil {
			shim.err = fmt.Errorf("building the PID namespace's init: %v\n%s", err, out)
			return
		}
		shim.path = bin
	})
	return shim.path, shim.err
}

// throughShim turns cmd, about to run binary, into a run under initShim,
// in a PID namespace of its own if pidns, as user if not nil; status
// returns the program's wait status once cmd has ended.
func throughShim(cmd *exec.Cmd, binary string, user *syscall.Credential, stdout *FileOwner, pidns bool, keep []string) (status func() (syscall.WaitStatus, bool), err error) {
	init, err := initShimPath()
	if err != nil {
		return nil, err
	}
	cmd.Path, cmd.Err = init, nil
	args := []string{init}
	if pidns {
		unshare, err := exec.LookPath("unshare")
		if err != nil {
			return nil, fmt.Errorf("replay: isolating PIDs: %w", err)
		}
		cmd.Path = unshare
		args = []string{"unshare", "--pid", "--fork", "--kill-child", "--mount", "--propagation", "private", "--", init}
	}
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	if user != nil {
		args = append(args, "-u", strconv.FormatUint(uint64(user.Uid), 10), strconv.FormatUint(uint64(user.Gid), 10))
		if stdout != nil {
			args = append(args, "-o", strconv.FormatUint(uint64(stdout.Uid), 10), strconv.FormatUint(uint64(stdout.Gid), 10), strconv.FormatUint(uint64(stdout.Perm), 8))
		}
	}
	if pidns {
		for _, k := range keep {
			args = append(args, "-k", k)
		}
	}
	cmd.Args = append(append(args, binary), cmd.Args[1:]...)
	cmd.ExtraFiles = []*os.File{w}
	return func() (syscall.WaitStatus, bool) {
		w.Close()
		defer r.Close()
		var b [32]byte
		n, _ := r.Read(b[:])
		v, err := strconv.Atoi(strings.TrimSpace(string(b[:n])))
		return syscall.WaitStatus(v), err == nil
	}, nil
}

// tmpEntries returns the entries of /tmp (each once, at most 16) that a
// run of binary on the test file ktest in a private /tmp keeps of the
// machine's: those its working directory, binary, test file and the
// paths in its environment lie in. Relative paths are the working
// directory's.
func tmpEntries(opts RunOptions, binary, ktest string) []string {
	dir := opts.Dir
	if dir == "" {
		dir, _ = os.Getwd()
	}
	paths := []string{dir, binary, ktest}
	for _, kv := range opts.Env {
		_, v, _ := strings.Cut(kv, "=")
		paths = append(paths, v)
	}
	var out []string
	for _, p := range paths {
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		rest, ok := strings.CutPrefix(filepath.Clean(p), "/tmp/")
		if !ok {
			continue
		}
		top := "/tmp/" + strings.SplitN(rest, "/", 2)[0]
		if !slices.Contains(out, top) && len(out) < 16 {
			out = append(out, top)
		}
	}
	return out
}
