package testgen

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// be32 is a big-endian uint32 for hand-written files.
func be32(v uint32) string {
	return string([]byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)})
}

// kstr is a ktest string: length then bytes.
func kstr(s string) string { return be32(uint32(len(s))) + s }

func sameTest(a, b *Test) bool {
	if len(a.Args) != len(b.Args) || len(a.Objects) != len(b.Objects) ||
		a.SymArgvs != b.SymArgvs || a.SymArgvLen != b.SymArgvLen {
		return false
	}
	for i := range a.Args {
		if a.Args[i] != b.Args[i] {
			return false
		}
	}
	for i := range a.Objects {
		if a.Objects[i].Name != b.Objects[i].Name || !bytes.Equal(a.Objects[i].Bytes, b.Objects[i].Bytes) {
			return false
		}
	}
	return true
}

// TestKTestExactBytes checks the encoding against a file written out by
// hand from the format description.
func TestKTestExactBytes(t *testing.T) {
	tests := []struct {
		name string
		test *Test
		want string
	}{
		{
			name: "empty",
			test: &Test{},
			want: "KTEST" + be32(3) + be32(0) + be32(0) + be32(0) + be32(0),
		},
		{
			name: "args and objects",
			test: &Test{
				Args: []string{"prog", "-v"},
				Objects: []Object{
					{Name: "x", Bytes: []byte{1, 2, 3, 4}},
					{Name: "", Bytes: nil},
					{Name: "buf", Bytes: []byte("hi\x00")},
				},
			},
			want: "KTEST\x00\x00\x00\x03" +
				"\x00\x00\x00\x02" + "\x00\x00\x00\x04prog" + "\x00\x00\x00\x02-v" +
				"\x00\x00\x00\x00" + "\x00\x00\x00\x00" +
				"\x00\x00\x00\x03" +
				"\x00\x00\x00\x01x" + "\x00\x00\x00\x04\x01\x02\x03\x04" +
				"\x00\x00\x00\x00" + "\x00\x00\x00\x00" +
				"\x00\x00\x00\x03buf" + "\x00\x00\x00\x03hi\x00",
		},
		{
			name: "sym argv fields",
			test: &Test{SymArgvs: 2, SymArgvLen: 0x01020304},
			want: "KTEST" + be32(3) + be32(0) + "\x00\x00\x00\x02" + "\x01\x02\x03\x04" + be32(0),
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := WriteKTest(&buf, tc.test); err != nil {
				t.Fatal(err)
			}
			if got := buf.String(); got != tc.want {
				t.Fatalf("encoding:\n got %q\nwant %q", got, tc.want)
			}
			back, err := ReadKTest(strings.NewReader(tc.want))
			if err != nil {
				t.Fatal(err)
			}
			if !sameTest(back, tc.test) {
				t.Fatalf("decoded %+v, want %+v", back, tc.test)
			}
			if back.Outcome.Status != StatusUnknown {
				t.Fatalf("outcome of a bare ktest = %v, want unknown", back.Outcome.Status)
			}
		})
	}
}

func TestKTestRoundTrip(t *testing.T) {
	big := bytes.Repeat([]byte{0xAB}, 70000)
	tests := []*Test{
		{},
		{Args: []string{"a.out"}},
		{Objects: []Object{{Name: "n", Bytes: []byte{0}}}},
		{Args: []string{"p", "", "x y"}, Objects: []Object{{Name: "big", Bytes: big}, {Name: "ünïcode", Bytes: []byte{0xff}}}},
	}
	for i, tc := range tests {
		b, err := MarshalKTest(tc)
		if err != nil {
			t.Fatalf("%d: %v", i, err)
		}
		back, err := UnmarshalKTest(b)
		if err != nil {
			t.Fatalf("%d: %v", i, err)
		}
		if !sameTest(back, tc) {
			t.Fatalf("%d: round trip changed the test", i)
		}
	}
}

func TestKTestOlderFormats(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want *Test
	}{
		{
			name: "version 1 has no sym-argv fields",
			in:   "KTEST" + be32(1) + be32(1) + kstr("p") + be32(1) + kstr("x") + kstr("\x07"),
			want: &Test{Args: []string{"p"}, Objects: []Object{{Name: "x", Bytes: []byte{7}}}},
		},
		{
			name: "version 2",
			in:   "KTEST" + be32(2) + be32(0) + be32(1) + be32(8) + be32(0),
			want: &Test{SymArgvs: 1, SymArgvLen: 8},
		},
		{
			name: "legacy BOUT magic",
			in:   "BOUT\n" + be32(3) + be32(0) + be32(0) + be32(0) + be32(1) + kstr("a") + kstr("zz"),
			want: &Test{Objects: []Object{{Name: "a", Bytes: []byte("zz")}}},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := UnmarshalKTest([]byte(tc.in))
			if err != nil {
				t.Fatal(err)
			}
			if !sameTest(got, tc.want) {
				t.Fatalf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}

func TestKTestMalformed(t *testing.T) {
	hdr := "KTEST" + be32(3)
	tests := []struct {
		name, in, errPart string
	}{
		{"empty", "", "file too short"},
		{"short magic", "KTE", "file too short"},
		{"bad magic", "KLEE!" + be32(3), "bad magic"},
		{"truncated version", "KTEST\x00\x00", "version at offset 5: truncated"},
		{"future version", "KTEST" + be32(4), "unsupported version 4"},
		{"no arg count", hdr, "argument count"},
		{"huge arg count", hdr + be32(0xFFFFFFFF), "cannot fit"},
		{"arg past end", hdr + be32(1) + be32(10) + "abc", "argument 0 at offset 13: length 10 exceeds"},
		{"truncated arg length", hdr + be32(1) + "\x00\x00", "1 entries cannot fit"},
		{"missing sym-argvs", hdr + be32(0), "sym-argvs"},
		{"missing sym-argv-len", hdr + be32(0) + be32(0), "sym-argv-len"},
		{"missing object count", hdr + be32(0) + be32(0) + be32(0), "object count"},
		{"huge object count", hdr + be32(0) + be32(0) + be32(0) + be32(1<<30), "cannot fit"},
		{"object name past end", hdr + be32(0) + be32(0) + be32(0) + be32(1) + be32(100) + "xxxx", "object 0 name"},
		{"object missing size", hdr + be32(0) + be32(0) + be32(0) + be32(1) + kstr("abcd"), "object 0 (\"abcd\") bytes length"},
		{"object bytes past end", hdr + be32(0) + be32(0) + be32(0) + be32(1) + kstr("x") + be32(5) + "abcd", "exceeds the 4 bytes left"},
		{"trailing bytes", hdr + be32(0) + be32(0) + be32(0) + be32(0) + "!", "1 trailing bytes"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ReadKTest(strings.NewReader(tc.in))
			if err == nil {
				t.Fatalf("accepted: %+v", got)
			}
			if !errors.Is(err, ErrMalformedKTest) {
				t.Errorf("error %v does not wrap ErrMalformedKTest", err)
			}
			if !strings.Contains(err.Error(), tc.errPart) {
				t.Errorf("error %q does not mention %q", err, tc.errPart)
			}
		})
	}
}

func TestKTestWriteRejects(t *testing.T) {
	tests := []struct {
		name string
		test *Test
	}{
		{"NUL in name", &Test{Objects: []Object{{Name: "a\x00b"}}}},
		{"NUL in arg", &Test{Args: []string{"a\x00"}}},
		{"bug without report", &Test{Outcome: Outcome{Status: StatusBug}}},
		{"bad kind", &Test{Outcome: Bug(&ErrorReport{Kind: KindNone})}},
		{"bad suffix", &Test{Outcome: Bug(&ErrorReport{Kind: KindUser, Suffix: "a/b"})}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := MarshalKTest(tc.test); err == nil {
				t.Fatal("accepted")
			}
		})
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestKTestWriteError(t *testing.T) {
	err := WriteKTest(failWriter{}, &Test{})
	if err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Fatalf("err = %v", err)
	}
}

func FuzzReadKTest(f *testing.F) {
	seed, _ := MarshalKTest(&Test{
		Args:    []string{"prog", "a"},
		Objects: []Object{{Name: "x", Bytes: []byte{1, 2, 3, 4}}, {Name: "y", Bytes: nil}},
	})
	f.Add(seed)
	f.Add([]byte("KTEST" + be32(1) + be32(0) + be32(1) + kstr("x") + kstr("ab")))
	f.Add([]byte("BOUT\n" + be32(3)))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := ReadKTest(bytes.NewReader(data))
		if err != nil {
			if !errors.Is(err, ErrMalformedKTest) {
				t.Fatalf("error %v does not wrap ErrMalformedKTest", err)
			}
			return
		}
		// Whatever is accepted must survive a round trip.
		enc, err := MarshalKTest(got)
		if err != nil {
			// Names or args with NUL bytes are readable but not writable.
			return
		}
		back, err := UnmarshalKTest(enc)
		if err != nil || !sameTest(got, back) {
			t.Fatalf("round trip failed: %v", err)
		}
	})
}
