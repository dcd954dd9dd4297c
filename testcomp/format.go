package testcomp

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/xml"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/symx/symx/exec"
)

// The exchange format's document types (test-format 1.1).
const (
	metadataDoctype = `<!DOCTYPE test-metadata PUBLIC "+//IDN sosy-lab.org//DTD test-format test-metadata 1.1//EN" "https://sosy-lab.org/test-format/test-metadata-1.1.dtd">`
	testcaseDoctype = `<!DOCTYPE testcase PUBLIC "+//IDN sosy-lab.org//DTD test-format testcase 1.1//EN" "https://sosy-lab.org/test-format/testcase-1.1.dtd">`
	xmlHeader       = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>` + "\n"
)

// Metadata is metadata.xml (test-metadata.dtd).
type Metadata struct {
	XMLName        xml.Name `xml:"test-metadata"`
	SourceCodeLang string   `xml:"sourcecodelang"`
	Producer       string   `xml:"producer"`
	Specification  string   `xml:"specification"`
	ProgramFile    string   `xml:"programfile"`
	ProgramHash    string   `xml:"programhash"`
	EntryFunction  string   `xml:"entryfunction"`
	Architecture   string   `xml:"architecture"`
	CreationTime   string   `xml:"creationtime"`
}

// NewMetadata describes a suite for program (its SHA-256 is computed).
func NewMetadata(program, spec, producer string, m32 bool, now time.Time) (*Metadata, error) {
	b, err := os.ReadFile(program)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(b)
	arch := "64bit"
	if m32 {
		arch = "32bit"
	}
	return &Metadata{SourceCodeLang: "C", Producer: producer, Specification: spec,
		ProgramFile: program, ProgramHash: hex.EncodeToString(sum[:]), EntryFunction: "main",
		Architecture: arch, CreationTime: now.UTC().Format("2006-01-02T15:04:05Z")}, nil
}

// Input is one <input> element: a value as a C literal.
type Input struct {
	Variable string `xml:"variable,attr,omitempty"`
	Type     string `xml:"type,attr,omitempty"`
	Value    string `xml:",chardata"`
}

// Testcase is one testNNN.xml (testcase.dtd).
type Testcase struct {
	XMLName     xml.Name `xml:"testcase"`
	CoversError bool     `xml:"coversError,attr,omitempty"`
	Inputs      []Input  `xml:"input"`
}

func marshal(v any, doctype string) ([]byte, error) {
	body, err := xml.MarshalIndent(v, "", "  ")
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.WriteString(xmlHeader)
	b.WriteString(doctype)
	b.WriteByte('\n')
	b.Write(body)
	b.WriteByte('\n')
	return b.Bytes(), nil
}

// WriteMetadata writes dir/metadata.xml.
func WriteMetadata(dir string, m *Metadata) error {
	b, err := marshal(m, metadataDoctype)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "metadata.xml"), b, 0o644)
}

// WriteTestcase writes t to path.
func WriteTestcase(path string, t *Testcase) error {
	b, err := marshal(t, testcaseDoctype)
	if err != nil {
		return err
	}
	return os.WriteFile(path, b, 0o644)
}

// ReadTestcase reads a testcase file.
func ReadTestcase(path string) (*Testcase, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	d := xml.NewDecoder(bytes.NewReader(b))
	d.Strict = false
	var t Testcase
	if err := d.Decode(&t); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	for i := range t.Inputs {
		t.Inputs[i].Value = strings.TrimSpace(t.Inputs[i].Value)
	}
	return &t, nil
}

// ListTestcases returns the test files of a suite directory (every .xml
// but metadata.xml), in name order.
func ListTestcases(dir string) ([]string, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range ents {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".xml") || e.Name() == "metadata.xml" {
			continue
		}
		out = append(out, filepath.Join(dir, e.Name()))
	}
	sort.Strings(out)
	return out, nil
}

// nondetType returns the C type of a __VERIFIER_nondet_ function's result
// and whether it is unsigned.
func nondetType(fn string) (ctype string, unsigned, float bool) {
	t := strings.TrimPrefix(fn, "__VERIFIER_nondet_")
	switch t {
	case "float":
		return "float", false, true
	case "double":
		return "double", false, true
	case "bool", "_Bool":
		return "_Bool", true, false
	case "pointer":
		return "void *", true, false
	case "pchar":
		return "char *", true, false
	case "size_t", "u32", "u16", "u8", "u64", "uint128", "ulong", "ulonglong", "ushort", "uchar", "uint",
		"unsigned", "unsigned_int", "unsigned_char", "unsigned_short", "unsigned_long", "unsigned_long_long",
		"unsigned_long_int", "sector_t":
		return strings.ReplaceAll(t, "_", " "), true, false
	}
	return strings.ReplaceAll(t, "_", " "), false, false
}

// Literal writes a nondet value as a C literal of its function's type.
func Literal(v exec.NondetValue) string {
	ctype, unsigned, isFloat := nondetType(v.Func)
	bits := v.Bits
	if bits <= 0 || bits > 64 {
		bits = 64
	}
	x := v.Value
	if bits < 64 {
		x &= 1<<bits - 1
	}
	switch {
	case isFloat && bits == 32:
		return floatLiteral(float64(math.Float32frombits(uint32(x))), 32)
	case isFloat:
		return floatLiteral(math.Float64frombits(x), 64)
	case unsigned || bits == 1 || ctype == "_Bool":
		return strconv.FormatUint(x, 10)
	}
	s := int64(x<<(64-bits)) >> (64 - bits)
	return strconv.FormatInt(s, 10)
}

func floatLiteral(f float64, bits int) string {
	switch {
	case math.IsNaN(f):
		if math.Signbit(f) {
			return "-NAN"
		}
		return "NAN"
	case math.IsInf(f, 1):
		return "INFINITY"
	case math.IsInf(f, -1):
		return "-INFINITY"
	}
	// Hexadecimal: exact, and strtod/strtof read it back bit for bit.
	s := strconv.FormatFloat(f, 'x', -1, bits)
	if bits == 32 {
		s += "f"
	}
	return s
}

// ReadMetadata reads a metadata.xml.
func ReadMetadata(path string) (*Metadata, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	d := xml.NewDecoder(bytes.NewReader(b))
	d.Strict = false
	var m Metadata
	if err := d.Decode(&m); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &m, nil
}
