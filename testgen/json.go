package testgen

import (
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"unicode"
	"unicode/utf8"
)

// The JSON form of a test (testNNNNNN.json):
//
//	{
//	  "objects": [
//	    {"name":"x","size":4,"bytes":[42,0,0,0],"hex":"2a000000","int":{"signed":42,"unsigned":42}},
//	    {"name":"s","size":3,"bytes":[104,105,0],"hex":"686900","text":"hi"}
//	  ],
//	  "args": ["prog"],
//	  "path": "8f3c2a9d0e1b4c57",
//	  "outcome": {"status": "exit", "exit_code": 0}
//	}
//
// "int" (little-endian views) appears for objects of 1, 2, 4 or 8 bytes;
// "text" appears when the bytes, less trailing NULs, are printable UTF-8.
// A bug's outcome is {"status": "bug", "error": {"kind": "div", "message":
// ..., "file": ..., "line": ..., "stack": [{"func": ..., "file": ...,
// "line": ...}]}}; an early stop is {"status": "early", "reason": ...}.
// "path" is Test.Path as 16 hex digits (a string: JSON numbers lose
// precision above 2^53 in most readers), absent when unknown.
// Readers take an object's contents from "bytes", or from "hex" when
// "bytes" is absent; the views are informational. "objects" is a list in
// creation order, not a map: names need not be unique (a helper calling
// klee_make_symbolic(&v, 4, "v") twice gives two objects named "v", as in
// KLEE's .ktest files), and consumers match objects by position.

type jsonTest struct {
	Objects    []jsonObject `json:"objects"`
	Args       []string     `json:"args"`
	SymArgvs   uint32       `json:"sym_argvs,omitempty"`
	SymArgvLen uint32       `json:"sym_argv_len,omitempty"`
	Path       string       `json:"path,omitempty"`
	Outcome    *jsonOutcome `json:"outcome,omitempty"`
}

type jsonObject struct {
	Name  string    `json:"name"`
	Size  *int      `json:"size,omitempty"`
	Bytes *byteList `json:"bytes,omitempty"`
	Hex   *string   `json:"hex,omitempty"`
	Int   *jsonInt  `json:"int,omitempty"`
	Text  *string   `json:"text,omitempty"`
}

type jsonInt struct {
	Signed   int64  `json:"signed"`
	Unsigned uint64 `json:"unsigned"`
}

type jsonOutcome struct {
	Status   Status     `json:"status"`
	ExitCode *int       `json:"exit_code,omitempty"`
	Error    *jsonError `json:"error,omitempty"`
	Reason   string     `json:"reason,omitempty"`
}

type jsonError struct {
	Kind         Kind        `json:"kind"`
	Suffix       string      `json:"suffix,omitempty"`
	Message      string      `json:"message"`
	File         string      `json:"file,omitempty"`
	Line         int         `json:"line,omitempty"`
	AssemblyLine int         `json:"assembly_line,omitempty"`
	Stack        []jsonFrame `json:"stack,omitempty"`
	Info         string      `json:"info,omitempty"`
}

type jsonFrame struct {
	Func         string `json:"func"`
	File         string `json:"file,omitempty"`
	Line         int    `json:"line,omitempty"`
	AssemblyLine int    `json:"assembly_line,omitempty"`
}

// byteList is a byte slice encoded as a JSON array of numbers rather than
// base64.
type byteList []byte

func (b byteList) MarshalJSON() ([]byte, error) {
	out := make([]byte, 0, 2+4*len(b))
	out = append(out, '[')
	for i, c := range b {
		if i > 0 {
			out = append(out, ',')
		}
		out = strconv.AppendUint(out, uint64(c), 10)
	}
	return append(out, ']'), nil
}

func (b *byteList) UnmarshalJSON(data []byte) error {
	var vals []int
	if err := json.Unmarshal(data, &vals); err != nil {
		return fmt.Errorf("bytes: want an array of integers 0..255: %w", err)
	}
	out := make([]byte, len(vals))
	for i, v := range vals {
		if v < 0 || v > 255 {
			return fmt.Errorf("bytes[%d] = %d is not a byte", i, v)
		}
		out[i] = byte(v)
	}
	*b = out
	return nil
}

// IntView returns the little-endian signed and unsigned integer values of
// b when len(b) is 1, 2, 4 or 8.
func IntView(b []byte) (signed int64, unsigned uint64, ok bool) {
	switch len(b) {
	case 1:
		return int64(int8(b[0])), uint64(b[0]), true
	case 2:
		v := binary.LittleEndian.Uint16(b)
		return int64(int16(v)), uint64(v), true
	case 4:
		v := binary.LittleEndian.Uint32(b)
		return int64(int32(v)), uint64(v), true
	case 8:
		v := binary.LittleEndian.Uint64(b)
		return int64(v), v, true
	}
	return 0, 0, false
}

// TextView returns b as text when it looks like text: after dropping
// trailing NUL bytes it is non-empty, valid UTF-8 and every rune is
// printable or one of tab, newline and carriage return.
func TextView(b []byte) (string, bool) {
	b = bytes.TrimRight(b, "\x00")
	if len(b) == 0 || !utf8.Valid(b) {
		return "", false
	}
	for _, r := range string(b) {
		if !unicode.IsPrint(r) && r != '\t' && r != '\n' && r != '\r' {
			return "", false
		}
	}
	return string(b), true
}

func toJSON(t *Test) *jsonTest {
	jt := &jsonTest{
		Objects:    make([]jsonObject, len(t.Objects)),
		Args:       t.Args,
		SymArgvs:   t.SymArgvs,
		SymArgvLen: t.SymArgvLen,
	}
	if jt.Args == nil {
		jt.Args = []string{}
	}
	if t.Path != 0 {
		jt.Path = fmt.Sprintf("%016x", t.Path)
	}
	for i, o := range t.Objects {
		size := len(o.Bytes)
		bl := byteList(o.Bytes)
		if bl == nil {
			bl = byteList{}
		}
		h := hex.EncodeToString(o.Bytes)
		jo := jsonObject{Name: o.Name, Size: &size, Bytes: &bl, Hex: &h}
		if s, u, ok := IntView(o.Bytes); ok {
			jo.Int = &jsonInt{Signed: s, Unsigned: u}
		}
		if s, ok := TextView(o.Bytes); ok {
			jo.Text = &s
		}
		jt.Objects[i] = jo
	}
	o := t.Outcome
	jo := &jsonOutcome{Status: o.Status, Reason: o.Reason}
	switch o.Status {
	case StatusExit:
		code := o.ExitCode
		jo.ExitCode = &code
	case StatusBug:
		if r := o.Error; r != nil {
			je := &jsonError{Kind: r.Kind, Suffix: r.Suffix, Message: r.Message, File: r.File,
				Line: r.Line, AssemblyLine: r.AssemblyLine, Info: r.Info}
			for _, f := range r.Stack {
				je.Stack = append(je.Stack, jsonFrame(f))
			}
			jo.Error = je
		}
	}
	jt.Outcome = jo
	return jt
}

// MarshalJSONTest encodes t in the JSON test format, indented, with a
// final newline.
func MarshalJSONTest(t *Test) ([]byte, error) {
	if err := t.Validate(); err != nil {
		return nil, err
	}
	jt := toJSON(t)
	// Hand-laid so that each object, with its byte array, stays on one
	// line; json.MarshalIndent would put every byte on a line of its own.
	var buf bytes.Buffer
	buf.WriteString("{\n  \"objects\": [")
	for i, o := range jt.Objects {
		if i > 0 {
			buf.WriteByte(',')
		}
		b, err := encodeJSON(o, "", "")
		if err != nil {
			return nil, fmt.Errorf("testgen: encoding json test: %w", err)
		}
		buf.WriteString("\n    ")
		buf.Write(b)
	}
	if len(jt.Objects) > 0 {
		buf.WriteString("\n  ")
	}
	buf.WriteString("],\n  \"args\": ")
	b, err := encodeJSON(jt.Args, "", "")
	if err != nil {
		return nil, fmt.Errorf("testgen: encoding json test: %w", err)
	}
	buf.Write(b)
	if jt.SymArgvs != 0 || jt.SymArgvLen != 0 {
		fmt.Fprintf(&buf, ",\n  \"sym_argvs\": %d,\n  \"sym_argv_len\": %d", jt.SymArgvs, jt.SymArgvLen)
	}
	if jt.Path != "" {
		fmt.Fprintf(&buf, ",\n  \"path\": %q", jt.Path)
	}
	buf.WriteString(",\n  \"outcome\": ")
	b, err = encodeJSON(jt.Outcome, "  ", "  ")
	if err != nil {
		return nil, fmt.Errorf("testgen: encoding json test: %w", err)
	}
	buf.Write(b)
	buf.WriteString("\n}\n")
	return buf.Bytes(), nil
}

// encodeJSON marshals v without escaping <, > and & (object texts are
// shown to people), indented when indent is set.
func encodeJSON(v any, prefix, indent string) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if indent != "" {
		enc.SetIndent(prefix, indent)
	}
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// WriteJSON writes t to w in the JSON test format.
func WriteJSON(w io.Writer, t *Test) error {
	b, err := MarshalJSONTest(t)
	if err != nil {
		return err
	}
	if _, err := w.Write(b); err != nil {
		return fmt.Errorf("testgen: writing json test: %w", err)
	}
	return nil
}

// ErrMalformedJSON is wrapped by every error ReadJSON and UnmarshalJSONTest
// return for input that is not a valid JSON test.
var ErrMalformedJSON = errors.New("malformed json test")

// ReadJSON reads a test in the JSON test format from r.
func ReadJSON(r io.Reader) (*Test, error) {
	b, err := io.ReadAll(io.LimitReader(r, 8*MaxKTestSize+1))
	if err != nil {
		return nil, fmt.Errorf("testgen: reading json test: %w", err)
	}
	if len(b) > 8*MaxKTestSize {
		return nil, fmt.Errorf("testgen: %w: too large", ErrMalformedJSON)
	}
	return UnmarshalJSONTest(b)
}

// UnmarshalJSONTest decodes a test in the JSON test format. An object's
// contents come from "bytes", or from "hex" when "bytes" is absent; "size",
// when present, must agree. A missing "outcome" gives StatusUnknown.
func UnmarshalJSONTest(b []byte) (*Test, error) {
	var jt jsonTest
	if err := json.Unmarshal(b, &jt); err != nil {
		return nil, fmt.Errorf("testgen: %w: %v", ErrMalformedJSON, err)
	}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("testgen: %w: %s", ErrMalformedJSON, fmt.Sprintf(format, args...))
	}
	t := &Test{Args: jt.Args, SymArgvs: jt.SymArgvs, SymArgvLen: jt.SymArgvLen}
	if jt.Path != "" {
		v, err := strconv.ParseUint(jt.Path, 16, 64)
		if err != nil || len(jt.Path) != 16 {
			return nil, bad("\"path\" %q is not 16 hex digits", jt.Path)
		}
		t.Path = v
	}
	for i, jo := range jt.Objects {
		var data []byte
		switch {
		case jo.Bytes != nil:
			data = []byte(*jo.Bytes)
			if jo.Hex != nil {
				if h, err := hex.DecodeString(*jo.Hex); err != nil || !bytes.Equal(h, data) {
					return nil, bad("object %d (%q): \"hex\" disagrees with \"bytes\"", i, jo.Name)
				}
			}
		case jo.Hex != nil:
			h, err := hex.DecodeString(*jo.Hex)
			if err != nil {
				return nil, bad("object %d (%q): bad hex: %v", i, jo.Name, err)
			}
			data = h
		default:
			if jo.Size != nil && *jo.Size != 0 {
				return nil, bad("object %d (%q): no \"bytes\" or \"hex\"", i, jo.Name)
			}
		}
		if data == nil {
			data = []byte{}
		}
		if jo.Size != nil && *jo.Size != len(data) {
			return nil, bad("object %d (%q): size %d but %d bytes", i, jo.Name, *jo.Size, len(data))
		}
		t.Objects = append(t.Objects, Object{Name: jo.Name, Bytes: data})
	}
	if jo := jt.Outcome; jo == nil {
		t.Outcome = Outcome{Status: StatusUnknown}
	} else {
		t.Outcome = Outcome{Status: jo.Status, Reason: jo.Reason}
		switch jo.Status {
		case StatusExit:
			if jo.ExitCode == nil {
				return nil, bad("exit outcome without \"exit_code\"")
			}
			t.Outcome.ExitCode = *jo.ExitCode
		case StatusBug:
			je := jo.Error
			if je == nil {
				return nil, bad("bug outcome without \"error\"")
			}
			r := &ErrorReport{Kind: je.Kind, Suffix: je.Suffix, Message: je.Message, File: je.File,
				Line: je.Line, AssemblyLine: je.AssemblyLine, Info: je.Info}
			for _, f := range je.Stack {
				r.Stack = append(r.Stack, Frame(f))
			}
			t.Outcome.Error = r
		}
	}
	if err := t.Validate(); err != nil {
		return nil, fmt.Errorf("%w (%w)", err, ErrMalformedJSON)
	}
	return t, nil
}
