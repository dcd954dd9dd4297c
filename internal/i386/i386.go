// Package i386 runs i386 (ELF32, -m32) programs on an x86-64 machine. Some
// kernels are built without i386 emulation (IA32_EMULATION): there every
// -m32 program fails to start with "exec format error". Probe finds out,
// once per process, whether this kernel runs them; if it cannot, they run
// under qemu-i386 (Debian's qemu-user) when that is installed, and
// otherwise Probe's error says what is missing and how to get it.
//
// The probe executes a 96-byte static i386 program written here (exit(42)
// through int $0x80), so it needs no C compiler and no i386 C library.
//
// The environment variable SYMX_I386 forces the outcome, for tests on a
// machine that runs i386 programs natively: "native", "qemu" (run them
// under qemu-i386 as on a kernel without i386 emulation) or "none" (as on
// such a kernel without qemu-user).
package i386

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
)

// Mode is how i386 programs run here.
type Mode uint8

const (
	// Native: the kernel runs them.
	Native Mode = iota
	// QEMU: under qemu-i386 (user-mode emulation).
	QEMU
	// None: they cannot run here.
	None
)

func (m Mode) String() string {
	switch m {
	case Native:
		return "native"
	case QEMU:
		return "qemu"
	}
	return "none"
}

// EnvVar forces Probe's outcome (native, qemu or none).
const EnvVar = "SYMX_I386"

// ErrNoI386 is wrapped by Probe's error when i386 programs cannot run.
var ErrNoI386 = errors.New("this kernel cannot run i386 (-m32) programs and qemu-i386 is not installed; install qemu-user (apt-get install qemu-user) to run them under emulation")

type result struct {
	mode Mode
	qemu string // qemu-i386's path, for QEMU
	err  error
}

var probed = sync.OnceValue(func() result { return probe(os.Getenv(EnvVar), runsNatively, findQEMU) })

// Probe reports how i386 programs run here, probing once per process. The
// error (wrapping ErrNoI386) is for None, and is one line.
func Probe() (Mode, error) {
	r := probed()
	return r.mode, r.err
}

// probe decides the mode: forced names the outcome SYMX_I386 asks for;
// native tells whether the kernel runs the probe program; qemu finds a
// working qemu-i386.
func probe(forced string, native func() (bool, error), qemu func() (string, error)) result {
	switch forced {
	case "none":
		return result{mode: None, err: fmt.Errorf("%w (%s=none)", ErrNoI386, EnvVar)}
	case "native":
		return result{mode: Native}
	case "qemu":
	case "":
		ok, err := native()
		if err != nil {
			// The probe could not be run at all (no writable temporary
			// directory, one mounted noexec): do not guess that the
			// kernel lacks i386; the program's own run will tell.
			return result{mode: Native}
		}
		if ok {
			return result{mode: Native}
		}
	default:
		return result{mode: None, err: fmt.Errorf("%s=%q: want native, qemu or none", EnvVar, forced)}
	}
	path, err := qemu()
	if err != nil {
		return result{mode: None, err: fmt.Errorf("%w (%v)", ErrNoI386, err)}
	}
	return result{mode: QEMU, qemu: path}
}

// program is a static i386 ELF executable whose code is exit(42):
// mov $1,%eax; mov $42,%ebx; int $0x80.
var program = func() []byte {
	const base, hdr = 0x08048000, 52 + 32
	code := []byte{0xb8, 1, 0, 0, 0, 0xbb, 42, 0, 0, 0, 0xcd, 0x80}
	var b bytes.Buffer
	b.Write([]byte{0x7f, 'E', 'L', 'F', 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	le := func(v ...any) {
		for _, x := range v {
			binary.Write(&b, binary.LittleEndian, x)
		}
	}
	size := uint32(hdr + len(code))
	// e_type EXEC, e_machine 386, e_version, e_entry, e_phoff, e_shoff,
	// e_flags, e_ehsize, e_phentsize, e_phnum, e_shentsize, e_shnum,
	// e_shstrndx.
	le(uint16(2), uint16(3), uint32(1), uint32(base+hdr), uint32(52), uint32(0),
		uint32(0), uint16(52), uint16(32), uint16(1), uint16(0), uint16(0), uint16(0))
	// PT_LOAD of the whole file, read and execute.
	le(uint32(1), uint32(0), uint32(base), uint32(base), size, size, uint32(5), uint32(0x1000))
	b.Write(code)
	return b.Bytes()
}()

// runProgram writes the probe program to a temporary file and runs it,
// through run (nil: directly); ok is whether it exited 42.
func runProgram(run string) (ok bool, err error) {
	dir, err := os.MkdirTemp("", "symx-i386-probe-")
	if err != nil {
		return false, err
	}
	defer os.RemoveAll(dir)
	exe := filepath.Join(dir, "probe")
	if err := os.WriteFile(exe, program, 0o755); err != nil {
		return false, err
	}
	cmd := exec.Command(exe)
	if run != "" {
		cmd = exec.Command(run, exe)
	}
	err = cmd.Run()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return false, nil
	case errors.As(err, &ee):
		return ee.ExitCode() == 42, nil
	}
	return false, err
}

// runsNatively tells whether the kernel executes the probe program; an
// error other than ENOEXEC means the probe itself failed.
func runsNatively() (bool, error) {
	ok, err := runProgram("")
	if errors.Is(err, syscall.ENOEXEC) {
		return false, nil
	}
	return ok, err
}

// findQEMU returns the path of a qemu-i386 that runs the probe program.
func findQEMU() (string, error) {
	for _, name := range []string{"qemu-i386", "qemu-i386-static"} {
		path, err := exec.LookPath(name)
		if err != nil {
			continue
		}
		if ok, err := runProgram(path); err != nil || !ok {
			return "", fmt.Errorf("%s does not run the probe program: %v", path, err)
		}
		return path, nil
	}
	return "", errors.New("no qemu-i386 on PATH")
}

// IsI386 reports whether the file at path is an i386 ELF executable (it
// reads the ELF header's class and machine only).
func IsI386(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	var h [20]byte
	if _, err := io.ReadFull(f, h[:]); err != nil {
		return false
	}
	return string(h[:4]) == elf.ELFMAG && elf.Class(h[elf.EI_CLASS]) == elf.ELFCLASS32 &&
		elf.Data(h[elf.EI_DATA]) == elf.ELFDATA2LSB && elf.Machine(binary.LittleEndian.Uint16(h[18:])) == elf.EM_386
}

// Wrap returns the program and arguments that run path with args: path
// itself, or for an i386 program on a kernel without i386 emulation
// qemu-i386 with path as its first argument. The error is Probe's, for an
// i386 program that cannot run here.
func Wrap(path string, args []string) (string, []string, error) {
	if !IsI386(path) {
		return path, args, nil
	}
	r := probed()
	switch r.mode {
	case QEMU:
		return r.qemu, append([]string{path}, args...), nil
	case None:
		return "", nil, r.err
	}
	return path, args, nil
}

// Command is exec.Command for path, run as Wrap says.
func Command(path string, args ...string) (*exec.Cmd, error) {
	name, argv, err := Wrap(path, args)
	if err != nil {
		return nil, err
	}
	return exec.Command(name, argv...), nil
}
