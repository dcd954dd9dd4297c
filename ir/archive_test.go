package ir

import (
	"slices"
	"testing"
)

const archiveSrc = `target triple = "x86_64-pc-linux-gnu"

%struct.s = type { i32 }

@table = global [1 x i32 ()*] [i32 ()* @viaTable]
@unused = global i32 7
@"quoted name" = global i32 1

declare void @ext()

; Function Attrs: noinline
define i32 @entry() !dbg !3 {
  %x = call i32 @helper(), !dbg !5
  ret i32 %x
}

define i32 @helper() {
  %p = load i32 ()*, i32 ()** getelementptr ([1 x i32 ()*], [1 x i32 ()*]* @table, i64 0, i64 0)
  %r = call i32 %p()
  ret i32 %r
}

define i32 @viaTable() {
  ret i32 1
}

define i32 @other() {
  %v = load i32, i32* @unused
  ret i32 %v
}

!llvm.dbg.cu = !{!0}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = distinct !DISubprogram(name: "entry", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!4 = !DISubroutineType(types: !{})
!5 = !DILocation(line: 2, scope: !3)
!6 = !DILocation(line: 9, scope: !3)
`

// TestArchiveParts: a part holds what its names reach through calls,
// initializers and metadata, and nothing else; a request the first part
// does not cover loads the whole module.
func TestArchiveParts(t *testing.T) {
	tests := []struct {
		names []string
		funcs []string // defined functions of the part
	}{
		{[]string{"entry"}, []string{"entry", "helper", "viaTable"}},
		{[]string{"\x01entry"}, []string{"entry", "helper", "viaTable"}},
		{[]string{"viaTable", "nosuch"}, []string{"viaTable"}},
		{nil, nil},
	}
	for _, tc := range tests {
		a := NewArchive("a.ll", []byte(archiveSrc))
		p, err := a.Load(tc.names)
		if err != nil {
			t.Fatalf("%q: %v", tc.names, err)
		}
		var got []string
		for _, f := range p.Funcs {
			if !f.IsDecl() {
				got = append(got, f.Name)
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, tc.funcs) {
			t.Errorf("%q: part defines %q, want %q", tc.names, got, tc.funcs)
		}
		if len(tc.funcs) > 0 && p.Func("entry") != nil && p.Func("entry").Loc.Line != 1 {
			t.Errorf("%q: entry's debug location %v, want line 1", tc.names, p.Func("entry").Loc)
		}
	}

	a := NewArchive("a.ll", []byte(archiveSrc))
	first, _ := a.Load([]string{"entry"})
	if again, _ := a.Load([]string{"helper"}); again != first {
		t.Error("a covered request loaded a new part")
	}
	whole, _ := a.Load([]string{"other"})
	if whole == first || whole.Func("other") == nil || whole.Global("quoted name") == nil {
		t.Error("an uncovered request did not load the whole module")
	}
}
