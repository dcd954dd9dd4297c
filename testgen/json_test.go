package testgen

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestJSONExact(t *testing.T) {
	test := &Test{
		Args: []string{"prog"},
		Objects: []Object{
			{Name: "x", Bytes: []byte{0xff, 0xff, 0xff, 0xff}},
			{Name: "s", Bytes: []byte("hi\x00")},
			{Name: "e", Bytes: nil},
		},
		Outcome: Bug(&ErrorReport{Kind: KindDiv, Message: "divide by zero", File: "p.c", Line: 3,
			Stack: []Frame{{Func: "main", File: "p.c", Line: 3}}}),
	}
	want := `{
  "objects": [
    {"name":"x","size":4,"bytes":[255,255,255,255],"hex":"ffffffff","int":{"signed":-1,"unsigned":4294967295}},
    {"name":"s","size":3,"bytes":[104,105,0],"hex":"686900","text":"hi"},
    {"name":"e","size":0,"bytes":[],"hex":""}
  ],
  "args": ["prog"],
  "outcome": {
    "status": "bug",
    "error": {
      "kind": "div",
      "message": "divide by zero",
      "file": "p.c",
      "line": 3,
      "stack": [
        {
          "func": "main",
          "file": "p.c",
          "line": 3
        }
      ]
    }
  }
}
`
	var buf bytes.Buffer
	if err := WriteJSON(&buf, test); err != nil {
		t.Fatal(err)
	}
	if buf.String() != want {
		t.Fatalf("got:\n%s\nwant:\n%s", buf.String(), want)
	}
}

func TestJSONRoundTrip(t *testing.T) {
	tests := []*Test{
		{Outcome: Exit(0)},
		{Args: []string{"a", "b"}, Objects: []Object{{Name: "c", Bytes: []byte{'A'}}}, Outcome: Exit(-3)},
		{Objects: []Object{{Name: "l", Bytes: []byte{1, 0, 0, 0, 0, 0, 0, 0x80}}}, Outcome: Early("max-time")},
		{Path: 0xfedcba9876543210, Outcome: Exit(1)},
		{Path: 1, Outcome: Exit(1)},
		{SymArgvs: 1, SymArgvLen: 4, Outcome: Bug(&ErrorReport{Kind: KindUser, Suffix: "custom", Message: "m",
			AssemblyLine: 7, Info: "a\nb\n", Stack: []Frame{{Func: "f", AssemblyLine: 9}, {Func: "main", File: "x.c", Line: 1}}})},
	}
	for i, tc := range tests {
		b, err := MarshalJSONTest(tc)
		if err != nil {
			t.Fatalf("%d: %v", i, err)
		}
		back, err := ReadJSON(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("%d: %v", i, err)
		}
		if !sameTest(back, tc) || back.Path != tc.Path || !reflect.DeepEqual(back.Outcome, tc.Outcome) {
			t.Fatalf("%d: round trip: got %+v / %+v, want %+v / %+v", i, back, back.Outcome, tc, tc.Outcome)
		}
	}
}

func TestJSONViews(t *testing.T) {
	tests := []struct {
		in       []byte
		s        int64
		u        uint64
		intOK    bool
		text     string
		textOK   bool
		describe string
	}{
		{[]byte{0x80}, -128, 128, true, "", false, "char"},
		{[]byte{'A'}, 65, 65, true, "A", true, "printable char"},
		{[]byte{0x34, 0x12}, 0x1234, 0x1234, true, "4\x12", false, "short"},
		{[]byte{0, 0, 0, 0x80}, -1 << 31, 1 << 31, true, "", false, "int"},
		{[]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}, -1, 1<<64 - 1, true, "", false, "long"},
		{[]byte("abc"), 0, 0, false, "abc", true, "3 bytes"},
		{[]byte("tab\there\n\x00\x00"), 0, 0, false, "tab\there\n", true, "text with NUL padding"},
		{[]byte("a\x00b"), 0, 0, false, "", false, "inner NUL"},
		{[]byte{0, 0, 0}, 0, 0, false, "", false, "all NUL"},
		{[]byte("h\xc3\xa9llo"), 0, 0, false, "héllo", true, "utf-8"},
		{[]byte("\xc3"), -61, 0xc3, true, "", false, "bad utf-8"},
	}
	for _, tc := range tests {
		s, u, ok := IntView(tc.in)
		if ok != tc.intOK || ok && (s != tc.s || u != tc.u) {
			t.Errorf("%s: IntView = %d %d %v", tc.describe, s, u, ok)
		}
		text, ok := TextView(tc.in)
		if ok != tc.textOK || text != tc.text && ok {
			t.Errorf("%s: TextView = %q %v", tc.describe, text, ok)
		}
	}
}

func TestJSONRead(t *testing.T) {
	tests := []struct {
		name, in string
		want     *Test
		errPart  string
	}{
		{name: "hex only", in: `{"objects":[{"name":"x","hex":"0102"}],"outcome":{"status":"exit","exit_code":1}}`,
			want: &Test{Objects: []Object{{Name: "x", Bytes: []byte{1, 2}}}, Outcome: Exit(1)}},
		{name: "no outcome", in: `{"objects":[],"args":["p"]}`,
			want: &Test{Args: []string{"p"}, Outcome: Outcome{Status: StatusUnknown}}},
		{name: "views ignored", in: `{"objects":[{"name":"x","bytes":[1,0],"int":{"signed":5,"unsigned":5},"text":"zz"}],"outcome":{"status":"early"}}`,
			want: &Test{Objects: []Object{{Name: "x", Bytes: []byte{1, 0}}}, Outcome: Early("")}},
		{name: "path", in: `{"objects":[],"path":"00000000000000ff","outcome":{"status":"exit","exit_code":0}}`,
			want: &Test{Path: 255, Outcome: Exit(0)}},
		{name: "short path", in: `{"objects":[],"path":"ff"}`, errPart: "16 hex digits"},
		{name: "bad path", in: `{"objects":[],"path":"000000000000000g"}`, errPart: "16 hex digits"},
		{name: "not json", in: `KTEST`, errPart: "invalid character"},
		{name: "byte out of range", in: `{"objects":[{"name":"x","bytes":[256]}]}`, errPart: "is not a byte"},
		{name: "bytes not array", in: `{"objects":[{"name":"x","bytes":"AQI="}]}`, errPart: "array of integers"},
		{name: "size mismatch", in: `{"objects":[{"name":"x","size":3,"bytes":[1]}]}`, errPart: "size 3 but 1 bytes"},
		{name: "hex mismatch", in: `{"objects":[{"name":"x","bytes":[1],"hex":"02"}]}`, errPart: "disagrees"},
		{name: "bad hex", in: `{"objects":[{"name":"x","hex":"0g"}]}`, errPart: "bad hex"},
		{name: "no data", in: `{"objects":[{"name":"x","size":2}]}`, errPart: "no \"bytes\" or \"hex\""},
		{name: "bad status", in: `{"outcome":{"status":"weird"}}`, errPart: "unknown outcome status"},
		{name: "bad kind", in: `{"outcome":{"status":"bug","error":{"kind":"zap"}}}`, errPart: "unknown error kind"},
		{name: "bug without error", in: `{"outcome":{"status":"bug"}}`, errPart: "without \"error\""},
		{name: "exit without code", in: `{"outcome":{"status":"exit"}}`, errPart: "exit_code"},
		{name: "none kind", in: `{"outcome":{"status":"bug","error":{"kind":"none"}}}`, errPart: "invalid kind"},
		{name: "NUL in name", in: `{"objects":[{"name":"a\u0000","bytes":[]}]}`, errPart: "NUL"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ReadJSON(strings.NewReader(tc.in))
			if tc.errPart != "" {
				if err == nil {
					t.Fatalf("accepted: %+v", got)
				}
				if !errors.Is(err, ErrMalformedJSON) || !strings.Contains(err.Error(), tc.errPart) {
					t.Fatalf("error %q: want ErrMalformedJSON mentioning %q", err, tc.errPart)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !sameTest(got, tc.want) || got.Path != tc.want.Path || !reflect.DeepEqual(got.Outcome, tc.want.Outcome) {
				t.Fatalf("got %+v (%+v), want %+v", got, got.Outcome, tc.want)
			}
		})
	}
}

func FuzzReadJSON(f *testing.F) {
	seed, _ := MarshalJSONTest(&Test{Args: []string{"p"}, Objects: []Object{{Name: "x", Bytes: []byte{1, 2, 3, 4}}},
		Outcome: Bug(&ErrorReport{Kind: KindPtr, Message: "oob", Stack: []Frame{{Func: "main"}}})})
	f.Add(seed)
	f.Add([]byte(`{"objects":[{"name":"x","hex":"00"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := UnmarshalJSONTest(data)
		if err != nil {
			return
		}
		enc, err := MarshalJSONTest(got)
		if err != nil {
			t.Fatalf("accepted test cannot be written: %v", err)
		}
		back, err := UnmarshalJSONTest(enc)
		if err != nil || !sameTest(got, back) {
			t.Fatalf("round trip failed: %v", err)
		}
	})
}
