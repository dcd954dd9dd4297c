package testgen

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
)

// KTest format constants. A ktest file is, with every integer a big-endian
// uint32 and every string a uint32 length followed by that many bytes:
//
//	"KTEST" version
//	numArgs, then numArgs strings
//	symArgvs symArgvLen              (version >= 2 only)
//	numObjects, then per object: name string, numBytes, numBytes bytes
//
// Files starting with the legacy magic "BOUT\n" are read too.
const (
	KTestMagic   = "KTEST"
	KTestVersion = 3
	// MaxKTestSize bounds the size of a file ReadKTest accepts.
	MaxKTestSize = 1 << 30
	bOutMagic    = "BOUT\n"
)

// ErrMalformedKTest is wrapped by every error ReadKTest and UnmarshalKTest
// return for input that is not a well-formed ktest file.
var ErrMalformedKTest = errors.New("malformed ktest file")

// MarshalKTest encodes t in KLEE's ktest format (version 3). Only Args,
// SymArgvs, SymArgvLen and Objects are stored.
func MarshalKTest(t *Test) ([]byte, error) {
	if err := t.Validate(); err != nil {
		return nil, err
	}
	n := len(KTestMagic) + 4*5
	for _, a := range t.Args {
		n += 4 + len(a)
	}
	for _, o := range t.Objects {
		n += 8 + len(o.Name) + len(o.Bytes)
	}
	b := make([]byte, 0, n)
	b = append(b, KTestMagic...)
	b = binary.BigEndian.AppendUint32(b, KTestVersion)
	b = binary.BigEndian.AppendUint32(b, uint32(len(t.Args)))
	for _, a := range t.Args {
		b = appendString(b, a)
	}
	b = binary.BigEndian.AppendUint32(b, t.SymArgvs)
	b = binary.BigEndian.AppendUint32(b, t.SymArgvLen)
	b = binary.BigEndian.AppendUint32(b, uint32(len(t.Objects)))
	for _, o := range t.Objects {
		b = appendString(b, o.Name)
		b = binary.BigEndian.AppendUint32(b, uint32(len(o.Bytes)))
		b = append(b, o.Bytes...)
	}
	return b, nil
}

func appendString(b []byte, s string) []byte {
	b = binary.BigEndian.AppendUint32(b, uint32(len(s)))
	return append(b, s...)
}

// WriteKTest writes t to w in KLEE's ktest format (see MarshalKTest).
func WriteKTest(w io.Writer, t *Test) error {
	b, err := MarshalKTest(t)
	if err != nil {
		return err
	}
	if _, err := w.Write(b); err != nil {
		return fmt.Errorf("testgen: writing ktest: %w", err)
	}
	return nil
}

// ReadKTest reads a whole ktest file from r (at most MaxKTestSize bytes).
// The returned test has StatusUnknown as its outcome, since ktest files do
// not record it.
func ReadKTest(r io.Reader) (*Test, error) {
	b, err := io.ReadAll(io.LimitReader(r, MaxKTestSize+1))
	if err != nil {
		return nil, fmt.Errorf("testgen: reading ktest: %w", err)
	}
	if len(b) > MaxKTestSize {
		return nil, fmt.Errorf("testgen: %w: larger than %d bytes", ErrMalformedKTest, MaxKTestSize)
	}
	return UnmarshalKTest(b)
}

// ktestDecoder reads the fields of a ktest file with bounds checks.
type ktestDecoder struct {
	b   []byte
	off int
}

func (d *ktestDecoder) fail(what string, format string, args ...any) error {
	return fmt.Errorf("testgen: %w: %s at offset %d: %s", ErrMalformedKTest, what, d.off, fmt.Sprintf(format, args...))
}

func (d *ktestDecoder) remaining() int { return len(d.b) - d.off }

func (d *ktestDecoder) u32(what string) (uint32, error) {
	if d.remaining() < 4 {
		return 0, d.fail(what, "truncated (need 4 bytes, have %d)", d.remaining())
	}
	v := binary.BigEndian.Uint32(d.b[d.off:])
	d.off += 4
	return v, nil
}

func (d *ktestDecoder) bytes(what string) ([]byte, error) {
	n, err := d.u32(what + " length")
	if err != nil {
		return nil, err
	}
	if uint64(n) > uint64(d.remaining()) {
		d.off -= 4
		return nil, d.fail(what, "length %d exceeds the %d bytes left", n, d.remaining()-4)
	}
	v := d.b[d.off : d.off+int(n) : d.off+int(n)]
	d.off += int(n)
	return v, nil
}

// count reads a count of items each at least minSize bytes long and checks
// that that many could fit in the rest of the input.
func (d *ktestDecoder) count(what string, minSize int) (int, error) {
	n, err := d.u32(what)
	if err != nil {
		return 0, err
	}
	if uint64(n)*uint64(minSize) > uint64(d.remaining()) {
		d.off -= 4
		return 0, d.fail(what, "%d entries cannot fit in the %d bytes left", n, d.remaining()-4)
	}
	return int(n), nil
}

// UnmarshalKTest decodes a ktest file held in b. It accepts versions up
// to 3 and the legacy "BOUT\n" magic, and rejects truncated files, lengths past
// the end of the data and trailing bytes.
func UnmarshalKTest(b []byte) (*Test, error) {
	d := &ktestDecoder{b: b}
	if len(b) < len(KTestMagic) {
		return nil, d.fail("header", "file too short (%d bytes)", len(b))
	}
	magic := string(b[:len(KTestMagic)])
	if magic != KTestMagic && magic != bOutMagic {
		return nil, d.fail("header", "bad magic %q, want %q", magic, KTestMagic)
	}
	d.off = len(KTestMagic)
	version, err := d.u32("version")
	if err != nil {
		return nil, err
	}
	if version > KTestVersion {
		d.off -= 4
		return nil, d.fail("version", "unsupported version %d (this reader knows up to %d)", version, KTestVersion)
	}
	t := &Test{Outcome: Outcome{Status: StatusUnknown}}
	numArgs, err := d.count("argument count", 4)
	if err != nil {
		return nil, err
	}
	if numArgs > 0 {
		t.Args = make([]string, 0, numArgs)
	}
	for i := 0; i < numArgs; i++ {
		a, err := d.bytes(fmt.Sprintf("argument %d", i))
		if err != nil {
			return nil, err
		}
		t.Args = append(t.Args, string(a))
	}
	if version >= 2 {
		if t.SymArgvs, err = d.u32("sym-argvs"); err != nil {
			return nil, err
		}
		if t.SymArgvLen, err = d.u32("sym-argv-len"); err != nil {
			return nil, err
		}
	}
	numObjects, err := d.count("object count", 8)
	if err != nil {
		return nil, err
	}
	if numObjects > 0 {
		t.Objects = make([]Object, 0, numObjects)
	}
	for i := 0; i < numObjects; i++ {
		name, err := d.bytes(fmt.Sprintf("object %d name", i))
		if err != nil {
			return nil, err
		}
		data, err := d.bytes(fmt.Sprintf("object %d (%q) bytes", i, name))
		if err != nil {
			return nil, err
		}
		t.Objects = append(t.Objects, Object{Name: string(name), Bytes: append([]byte{}, data...)})
	}
	if d.remaining() != 0 {
		return nil, d.fail("end", "%d trailing bytes after the last object", d.remaining())
	}
	return t, nil
}
