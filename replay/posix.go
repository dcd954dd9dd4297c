package replay

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"

	"github.com/symx/symx/testgen"
	"golang.org/x/sys/unix"
)

// Tests of runs under the POSIX runtime (symx run --posix-runtime, or
// --sym-arg, --sym-args, --sym-files, --sym-stdin, --sym-stdout among the
// program's arguments) start with the objects the modeled library's
// __symx_init_env created before the program's main ran, under KLEE's
// names: arg00, arg01, ... (C strings), n_args (an int, the number of
// arguments a --sym-args chose), A_data, B_data, ... with A_data_stat, ...
// (the symbolic files), stdin and stdin_stat, read_fail ... getcwd_fail,
// stdout and stdout_stat, and model_version, always last.
//
// The native program runs against the real C library, so replay feeds
// these inputs the way KLEE's klee-replay does: argv rebuilt from the
// options with the argument objects in their place, the stdin object fed
// from a regular file, and each file object written as a file named A, B, ...
// in a fresh temporary working directory (fresh also without files: the
// modeled current directory lists exactly the symbolic files). Replayed
// as the model's user, the stat buffers give the files, the stdin file and
// the stdout pipe their owner, group and mode. The other objects (stdout,
// the failure counters, model_version) have no native effect. The POSIX
// objects are then removed from the test handed to the replay runtime,
// whose klee_make_symbolic serves only the program's own objects.
//
// The stdin fed is the whole stdin object: the model's standard input is
// exactly that long (KLEE's too). stdin_stat's st_size is not used: the
// runtime assigns st_size concretely after making the stat buffer
// symbolic, so the test holds the buffer's unconstrained initial bytes.

// posixOptions are klee_init_env's options with the number of values each
// takes.
var posixOptions = map[string]int{
	"sym-arg": 1, "sym-args": 3, "sym-files": 2, "sym-stdin": 1,
	"sym-stdout": 0, "save-all-writes": 0, "fd-fail": 0, "max-fail": 1,
}

// posixOption returns the option name of arg ("--sym-arg" and "-sym-arg"
// alike) and whether it is one of klee_init_env's.
func posixOption(arg string) (string, bool) {
	name, ok := strings.CutPrefix(arg, "-")
	if !ok {
		return "", false
	}
	name = strings.TrimPrefix(name, "-")
	_, ok = posixOptions[name]
	return name, ok
}

// posixInputs is what a POSIX-runtime test feeds the native program.
type posixInputs struct {
	Args  []string          // argv[1:]
	Stdin []byte            // nil: no symbolic stdin
	Files map[string][]byte // file name -> contents
	// Stats holds each file's owner, group and mode from its stat
	// object (the model's chmod and chown answer by the owner, opening
	// for writing by the mode's write bits).
	Stats map[string]fileStat
	// StdinStat and StdoutStat are stdin's and stdout's, when symbolic.
	StdinStat, StdoutStat *fileStat
	Rest                  []testgen.Object // the program's own objects
}

// fileStat is what replay takes from a symbolic file's stat object.
type fileStat struct {
	uid, gid, mode uint32
	times          [2]syscall.Timespec // st_atim, st_mtim
}

// statOf reads st_mode, st_uid, st_gid, st_atim and st_mtim from a stat
// buffer of the model: x86-64's struct stat (144 bytes, 64-bit times) or
// i386's struct stat64 (96, 32-bit times).
func statOf(b []byte) (fileStat, bool) {
	le := binary.LittleEndian
	var modeAt, uidAt, atimAt, tsize int // tsize: bytes per timespec
	var ts func(at int) syscall.Timespec
	switch len(b) {
	case 144:
		modeAt, uidAt, atimAt, tsize = 24, 28, 72, 16
		ts = func(at int) syscall.Timespec {
			return syscall.Timespec{Sec: int64(le.Uint64(b[at:])), Nsec: int64(le.Uint64(b[at+8:]))}
		}
	case 96:
		modeAt, uidAt, atimAt, tsize = 16, 24, 64, 8
		ts = func(at int) syscall.Timespec {
			return syscall.Timespec{Sec: int64(int32(le.Uint32(b[at:]))), Nsec: int64(int32(le.Uint32(b[at+4:])))}
		}
	default:
		return fileStat{}, false
	}
	return fileStat{uid: le.Uint32(b[uidAt:]), gid: le.Uint32(b[uidAt+4:]), mode: le.Uint32(b[modeAt:]),
		times: [2]syscall.Timespec{storable(ts(atimAt)), storable(ts(atimAt + tsize))}}, true
}

// storable is t, or UTIME_OMIT when utimensat would refuse it (EINVAL:
// nanoseconds outside [0, 10^9)). KLEE's stat objects leave the times
// unconstrained (0x7f7f7f7f7f7f7f7f nanoseconds), and klee-replay sets
// no times; symx's model keeps them storable. Seconds past what the
// file system stores are clamped by it, not refused.
func storable(t syscall.Timespec) syscall.Timespec {
	if t.Nsec < 0 || t.Nsec >= 1e9 {
		return syscall.Timespec{Nsec: unix.UTIME_OMIT}
	}
	return t
}

// nativeMode is the mode a symbolic file gets natively, replayed by the
// user of uid user, so that the user reads it, as the model lets every
// open for reading through, and writes it when any write bit of its
// modeled mode is set, the model's rule for opening it for writing
// (KLEE's has_permission). A file its stat object gives to the user
// (the model's getuid answers user) keeps its modeled permission bits
// but for the owner's read and write bits, which carry that rule: a
// program that compares modes (install -C, ls -l, stat) sees the mode
// it saw in symx. Another's file is 0666 or 0444: the kernel would
// check the group's or others' bits, the model never does.
func (st fileStat) nativeMode(user uint32) os.FileMode {
	w := os.FileMode(0)
	if st.mode&0o222 != 0 {
		w = 0o222
	}
	if st.uid == user {
		return os.FileMode(st.mode)&0o777&^0o600 | 0o400 | w&0o200
	}
	return 0o444 | w
}

// isPOSIXTest reports whether t was generated under the POSIX runtime: its
// command line holds one of klee_init_env's options or it has a
// model_version object.
func isPOSIXTest(t *testgen.Test) bool {
	for _, a := range t.Args[min(1, len(t.Args)):] {
		if _, ok := posixOption(a); ok {
			return true
		}
	}
	return hasObject(t, "model_version")
}

// hasObject reports whether t has an object of the given name.
func hasObject(t *testgen.Test, name string) bool {
	for _, o := range t.Objects {
		if o.Name == name {
			return true
		}
	}
	return false
}

// splitPOSIX separates a POSIX-runtime test's environment objects from the
// program's and rebuilds argv, stdin and the files.
func splitPOSIX(t *testgen.Test) (*posixInputs, error) {
	// The environment's objects are a prefix ending with model_version; a
	// path that ended inside __symx_init_env has only environment objects.
	n := len(t.Objects)
	for i, o := range t.Objects {
		if o.Name == "model_version" {
			n = i + 1
			break
		}
	}
	env := t.Objects[:n]
	in := &posixInputs{Files: map[string][]byte{}, Stats: map[string]fileStat{}, Rest: t.Objects[n:]}
	next := 0
	take := func(want func(string) bool) *testgen.Object {
		if next < len(env) && want(env[next].Name) {
			next++
			return &env[next-1]
		}
		return nil
	}
	isArg := func(name string) bool {
		return len(name) == 5 && strings.HasPrefix(name, "arg") && name[3] >= '0' && name[3] <= '9' && name[4] >= '0' && name[4] <= '9'
	}
	symArg := func() error {
		o := take(isArg)
		if o == nil {
			return fmt.Errorf("replay: test lacks a symbolic argument object (argNN)")
		}
		in.Args = append(in.Args, argString(o.Bytes))
		return nil
	}
	args := t.Args[min(1, len(t.Args)):]
	for k := 0; k < len(args); k++ {
		name, ok := posixOption(args[k])
		if !ok {
			in.Args = append(in.Args, args[k])
			continue
		}
		vals := args[k+1 : min(k+1+posixOptions[name], len(args))]
		k += len(vals)
		switch name {
		case "sym-arg":
			if err := symArg(); err != nil {
				return nil, err
			}
		case "sym-args":
			if len(vals) < 3 {
				return nil, fmt.Errorf("replay: --sym-args needs three values")
			}
			lo, err1 := strconv.Atoi(vals[0])
			if err1 != nil {
				return nil, fmt.Errorf("replay: --sym-args %s: %w", vals[0], err1)
			}
			cnt := lo
			// symx names the second group's count n_args_1 (names are
			// unique in its tests), KLEE n_args again.
			if o := take(func(s string) bool { return s == "n_args" || strings.HasPrefix(s, "n_args_") }); o != nil {
				if len(o.Bytes) < 4 {
					return nil, fmt.Errorf("replay: n_args object of %d bytes", len(o.Bytes))
				}
				cnt = int(int32(binary.LittleEndian.Uint32(o.Bytes)))
			}
			for i := 0; i < cnt; i++ {
				if err := symArg(); err != nil {
					return nil, err
				}
			}
		}
		// --sym-files, --sym-stdin, ... take no place in argv; their
		// objects follow the arguments'.
	}
	// The remaining environment objects, in creation order: files,
	// stdin, failure counters, stdout, model_version.
	for _, o := range env[next:] {
		switch {
		case len(o.Name) == 6 && o.Name[0] >= 'A' && o.Name[0] <= 'Z' && o.Name[1:] == "_data":
			in.Files[o.Name[:1]] = o.Bytes
		case len(o.Name) == 11 && o.Name[0] >= 'A' && o.Name[0] <= 'Z' && o.Name[1:] == "_data_stat":
			if st, ok := statOf(o.Bytes); ok {
				in.Stats[o.Name[:1]] = st
			}
		case o.Name == "stdin":
			in.Stdin = o.Bytes
		case o.Name == "stdin_stat" || o.Name == "stdout_stat":
			if st, ok := statOf(o.Bytes); ok {
				if o.Name == "stdin_stat" {
					in.StdinStat = &st
				} else {
					in.StdoutStat = &st
				}
			}
		}
	}
	return in, nil
}

// argString is the argument a symbolic argument object of N+1 bytes
// holds: up to its first NUL, and never its last byte, which the model
// overwrites with a NUL after making the object symbolic (as KLEE's
// runtime does), so the solver may have left anything there.
func argString(b []byte) string {
	if i := bytes.IndexByte(b, 0); i >= 0 {
		return string(b[:i])
	}
	return string(b[:max(len(b)-1, 0)])
}

// writeFiles writes the symbolic files into dir. As user (RunOptions.User,
// so as root) it gives dir to the user and each file to the owner and
// group its stat object names, with a mode that lets the user read it and
// write it as the model does (fileStat.nativeMode): the model checks the
// owner for chmod and chown, and opens by the mode's bits alone, not by
// who runs.
func (in *posixInputs) writeFiles(dir string, user *syscall.Credential) error {
	if user != nil {
		if err := os.Chown(dir, int(user.Uid), int(user.Gid)); err != nil {
			return fmt.Errorf("replay: handing %s to uid %d: %w", dir, user.Uid, err)
		}
	}
	for name, b := range in.Files {
		f := filepath.Join(dir, name)
		if err := os.WriteFile(f, b, 0o644); err != nil {
			return fmt.Errorf("replay: %w", err)
		}
		st, ok := in.Stats[name]
		if ok {
			// The file's times are its stat object's (date -r A); the
			// model keeps them within what the file system stores.
			// (os.Chtimes goes through nanoseconds since 1970, which
			// overflow past 2262.)
			if err := syscall.UtimesNano(f, st.times[:]); err != nil {
				return fmt.Errorf("replay: %w", err)
			}
		}
		if user == nil {
			continue
		}
		if !ok {
			st = fileStat{uid: user.Uid, gid: user.Gid, mode: 0o644}
		}
		err := os.Chown(f, int(st.uid), int(st.gid))
		if err == nil {
			err = os.Chmod(f, st.nativeMode(user.Uid)) // after chown, which may clear bits
		}
		if err != nil {
			return fmt.Errorf("replay: %w", err)
		}
	}
	return nil
}

// owner is how a stream with stat object st is given to the program: the
// owner and group it names, and the mode of a symbolic file
// (fileStat.nativeMode, replayed by user: nil for the caller); nil for
// no stat object.
func owner(st *fileStat, user *syscall.Credential) *FileOwner {
	if st == nil {
		return nil
	}
	uid := uint32(os.Getuid())
	if user != nil {
		uid = user.Uid
	}
	return &FileOwner{Uid: st.uid, Gid: st.gid, Perm: st.nativeMode(uid)}
}
