package testgen

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestErrorReportExact(t *testing.T) {
	tests := []struct {
		name string
		r    *ErrorReport
		want string
	}{
		{
			name: "full",
			r: &ErrorReport{Kind: KindPtr, Message: "memory error: out of bound pointer", File: "/src/p.c", Line: 12,
				AssemblyLine: 40, Stack: []Frame{
					{Func: "f", File: "/src/p.c", Line: 12, AssemblyLine: 40},
					{Func: "main", File: "/src/p.c", Line: 20, AssemblyLine: 77},
				}, Info: "\taddress: 0x10\n\tnext: none"},
			want: "Error: memory error: out of bound pointer\n" +
				"File: /src/p.c\n" +
				"Line: 12\n" +
				"assembly.ll line: 40\n" +
				"Stack:\n" +
				"\t#000000040 in f () at /src/p.c:12\n" +
				"\t#100000077 in main () at /src/p.c:20\n" +
				"Info:\n" +
				"\taddress: 0x10\n\tnext: none\n",
		},
		{
			name: "minimal",
			r:    &ErrorReport{Kind: KindAbort, Message: "abort failure", Stack: []Frame{{Func: "main"}}},
			want: "Error: abort failure\nFile: \nLine: 0\nStack:\n\t#000000000 in main ()\n",
		},
		{
			name: "multi-line message is flattened",
			r:    &ErrorReport{Kind: KindExec, Message: "a\nb\r\nc"},
			want: "Error: a b c\nFile: \nLine: 0\nStack:\n",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			if err := WriteErrorReport(&buf, tc.r); err != nil {
				t.Fatal(err)
			}
			if buf.String() != tc.want {
				t.Fatalf("got:\n%q\nwant:\n%q", buf.String(), tc.want)
			}
			back, err := ReadErrorReport(&buf)
			if err != nil {
				t.Fatal(err)
			}
			want := *tc.r
			want.Kind = KindNone
			want.Message = strings.Join(strings.Fields(strings.ReplaceAll(want.Message, "\n", " ")), " ")
			if want.Info != "" && !strings.HasSuffix(want.Info, "\n") {
				want.Info += "\n"
			}
			if !reflect.DeepEqual(*back, want) {
				t.Fatalf("read back %+v, want %+v", *back, want)
			}
		})
	}
}

// TestReadKLEEErrorReport reads a report laid out as KLEE writes it,
// with the trailing space after "Stack:" and frame arguments.
func TestReadKLEEErrorReport(t *testing.T) {
	in := "Error: ASSERTION FAIL: x != 5\n" +
		"File: /tmp/t.c\n" +
		"Line: 9\n" +
		"assembly.ll line: 31\n" +
		"State: 3\n" +
		"Stack: \n" +
		"\t#000000031 in check(x=5) at /tmp/t.c:9\n" +
		"\t#100000051 in main() at /tmp/t.c:15\n" +
		"\t#200000002 in __klee_posix_wrapped_main (=1, =94)\n"
	got, err := ReadErrorReport(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	want := &ErrorReport{Message: "ASSERTION FAIL: x != 5", File: "/tmp/t.c", Line: 9, AssemblyLine: 31,
		Stack: []Frame{
			{Func: "check", File: "/tmp/t.c", Line: 9, AssemblyLine: 31},
			{Func: "main", File: "/tmp/t.c", Line: 15, AssemblyLine: 51},
			{Func: "__klee_posix_wrapped_main", AssemblyLine: 2},
		}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v\nwant %+v", got, want)
	}
}

func TestReadErrorReportMalformed(t *testing.T) {
	tests := []struct{ name, in, errPart string }{
		{"empty", "", "no \"Error:\" line"},
		{"no error line", "File: x\n", "no \"Error:\" line"},
		{"garbage header", "Error: x\nhello\n", "expected \"key: value\""},
		{"bad line", "Error: x\nLine: ten\n", "bad line number"},
		{"bad asm line", "Error: x\nassembly.ll line: q\n", "bad assembly line"},
		{"bad frame", "Error: x\nStack:\n\t#12 nonsense\n", "bad stack frame"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadErrorReport(strings.NewReader(tc.in))
			if err == nil || !errors.Is(err, ErrMalformedErrorReport) || !strings.Contains(err.Error(), tc.errPart) {
				t.Fatalf("err = %v, want one mentioning %q", err, tc.errPart)
			}
		})
	}
}

func TestKindTable(t *testing.T) {
	want := map[Kind]string{
		KindAssert: "assert", KindPtr: "ptr", KindFree: "free", KindDiv: "div", KindAbort: "abort",
		KindReachError: "reach_error", KindUnreachable: "unreachable", KindOverflow: "overflow",
		KindReadOnly: "read_only", KindExec: "exec", KindUser: "user", KindModel: "model", KindExternal: "external",
		KindOvershift: "overshift",
		KindSolver:    "solver",
	}
	if len(Kinds()) != len(want) {
		t.Fatalf("Kinds() has %d kinds, want %d", len(Kinds()), len(want))
	}
	for _, k := range Kinds() {
		if k.Suffix() != want[k] {
			t.Errorf("%d: suffix %q, want %q", k, k.Suffix(), want[k])
		}
		if !validSuffix(k.Suffix()) || k.Description() == "" {
			t.Errorf("%s: bad table entry", k)
		}
		back, err := ParseKind(k.Suffix())
		if err != nil || back != k {
			t.Errorf("ParseKind(%q) = %v, %v", k.Suffix(), back, err)
		}
	}
	if k, err := ParseKind("readonly"); err != nil || k != KindReadOnly {
		t.Errorf("ParseKind(readonly) = %v %v", k, err)
	}
	if k, err := ParseKind("none"); err != nil || k != KindNone {
		t.Errorf("ParseKind(none) = %v %v", k, err)
	}
	if _, err := ParseKind("bogus"); err == nil {
		t.Error("ParseKind(bogus) succeeded")
	}
	if Kind(200).Valid() || Kind(200).Suffix() != "" || Kind(200).String() != "Kind(200)" {
		t.Error("out-of-range kind misbehaves")
	}
	if _, err := Kind(200).MarshalText(); err == nil {
		t.Error("MarshalText of invalid kind succeeded")
	}
}

func TestParseFileName(t *testing.T) {
	tests := []struct {
		in          string
		id          int
		suffix, ext string
		ok          bool
	}{
		{"test000001.ktest", 1, "", "ktest", true},
		{"test000012.div.err", 12, "div", "err", true},
		{"test1234567.reach_error.err", 1234567, "reach_error", "err", true},
		{"test000003.early", 3, "", "early", true},
		{"test000003.json", 3, "", "json", true},
		{"test000003.err", 0, "", "", false},
		{"test000003.div.json", 0, "", "", false},
		{"test12.ktest", 0, "", "", false},
		{"info", 0, "", "", false},
	}
	for _, tc := range tests {
		id, suffix, ext, ok := ParseFileName(tc.in)
		if id != tc.id || suffix != tc.suffix || ext != tc.ext || ok != tc.ok {
			t.Errorf("ParseFileName(%q) = %d %q %q %v", tc.in, id, suffix, ext, ok)
		}
	}
	if k, s := KindForSuffix("div"); k != KindDiv || s != "" {
		t.Errorf("KindForSuffix(div) = %v %q", k, s)
	}
	if k, s := KindForSuffix("mine"); k != KindUser || s != "mine" {
		t.Errorf("KindForSuffix(mine) = %v %q", k, s)
	}
}

func FuzzReadErrorReport(f *testing.F) {
	f.Add("Error: x\nFile: f\nLine: 1\nStack:\n\t#000000000 in main () at f:1\nInfo:\nmore\n")
	f.Fuzz(func(t *testing.T, in string) {
		r, err := ReadErrorReport(strings.NewReader(in))
		if err != nil {
			return
		}
		r.Kind = KindUser
		if _, err := MarshalErrorReport(r); err != nil {
			t.Fatalf("accepted report cannot be written: %v", err)
		}
	})
}
