package ir

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
)

// TestLoadInPartsSameProgram loads modules whole and in parts (small parts,
// so that every module is cut): the Programs must be equal, field by field.
func TestLoadInPartsSameProgram(t *testing.T) {
	files := []string{"../runtime/libc/libc.ll", "../runtime/libc/libc32.ll"}
	more, _ := filepath.Glob("../testdata/programs/*.ll")
	files = append(files, more...)
	cut := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		text := pruneDebugInfo(src)
		m, err := asm.ParseBytes(f, text)
		if err != nil {
			t.Fatal(err)
		}
		want, err := lowerModuleWith(f, m, new(*lowerer))
		if err != nil {
			t.Fatal(err)
		}
		size := len(text) / 20
		parts, order := splitModule(text, size)
		if parts == nil {
			continue
		}
		cut++
		got, err := loadParts(f, parts, order, new(*lowerer))
		if err != nil {
			t.Errorf("%s in %d parts: %v", f, len(parts), err)
			continue
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s in %d parts: not the Program of the whole module", f, len(parts))
			diffPrograms(t, got, want)
		}
	}
	if cut < 3 {
		t.Errorf("only %d modules were cut", cut)
	}
}

func diffPrograms(t *testing.T, got, want *Program) {
	t.Helper()
	if len(got.Funcs) != len(want.Funcs) || len(got.Globals) != len(want.Globals) {
		t.Errorf("funcs %d want %d, globals %d want %d", len(got.Funcs), len(want.Funcs), len(got.Globals), len(want.Globals))
		return
	}
	for i := range got.Funcs {
		if !reflect.DeepEqual(got.Funcs[i], want.Funcs[i]) {
			t.Errorf("func %d: %s, want %s", i, got.Funcs[i].Name, want.Funcs[i].Name)
			return
		}
	}
	for i := range got.Globals {
		if !reflect.DeepEqual(got.Globals[i], want.Globals[i]) {
			t.Errorf("global %d: %+v, want %+v", i, *got.Globals[i], *want.Globals[i])
			return
		}
	}
	if !reflect.DeepEqual(got.Files, want.Files) {
		t.Errorf("files %q, want %q", got.Files, want.Files)
	}
	if !reflect.DeepEqual(got.Consts, want.Consts) {
		t.Errorf("consts differ: %d, want %d", len(got.Consts), len(want.Consts))
	}
}

func TestDeclaration(t *testing.T) {
	for _, c := range []struct {
		line string
		fn   bool
		want string
	}{
		{`define internal fastcc i32 @f(i8* noundef %0, i32 %1) unnamed_addr #3 !dbg !12 {`, true,
			`declare fastcc i32 @f(i8* noundef %0, i32 %1)`},
		{`define dso_local void @"\01g"(%struct.s* byval(%struct.s) align 8 %0, ...) #0 {`, true,
			`declare dso_local void @"\01g"(%struct.s* byval(%struct.s) align 8 %0, ...)`},
		{`@x = internal global i32 5, align 4, !dbg !0`, false, `@x = external global i32`},
		{`@.str = private unnamed_addr constant [4 x i8] c"abc\00", align 1`, false, `@.str = external constant [4 x i8]`},
		{`@fp = dso_local global void (i32)* @h, align 8`, false, `@fp = external global void (i32)*`},
		{`@t = internal thread_local(initialexec) global { i32, i8* } zeroinitializer`, false,
			`@t = external thread_local(initialexec) global { i32, i8* }`},
		{`@v = hidden global <{ i8, [3 x i8] }> <{ i8 1, [3 x i8] undef }>`, false, `@v = external global <{ i8, [3 x i8] }>`},
		{`@q = global %"struct.a b"* null`, false, `@q = external global %"struct.a b"*`},
		{`@p = global i8* (i8*, ...)* bitcast (i8* (i8*)* @k to i8* (i8*, ...)*)`, false, `@p = external global i8* (i8*, ...)*`},
		{`@a = alias i32, i32* @x`, false, ``},
	} {
		got, ok := declaration([]byte(c.line), c.fn)
		if string(got) != c.want || ok != (c.want != "") {
			t.Errorf("declaration(%s)\n got %q %v\nwant %q", c.line, got, ok, c.want)
		}
	}
}

// TestLoadInPartsFallsBack: a module no set of parts can hold (a
// blockaddress names a block of a function another part defines) is
// parsed whole, and a module of bad IR gets the whole text's error.
func TestLoadInPartsFallsBack(t *testing.T) {
	src := `@ba = global i8* blockaddress(@f, %l)

define i32 @main() {
  call void @f()
  ret i32 0
}

define void @f() {
entry:
  br label %l
l:
  ret void
}
`
	want, err := loadLL("ba.ll", []byte(src), 1<<30, 1<<30)
	if err != nil {
		t.Fatal(err)
	}
	if parts, _ := splitModule([]byte(src), 1); len(parts) < 2 {
		t.Fatalf("%d parts, want the functions apart", len(parts))
	}
	parts, order := splitModule([]byte(src), 1)
	if _, err := loadParts("ba.ll", parts, order, new(*lowerer)); err == nil {
		t.Fatalf("the parts loaded: a declaration took a blockaddress")
	}
	got, err := loadLL("ba.ll", []byte(src), 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("in parts: not the Program of the whole module")
	}
	bad := strings.Replace(src, "ret i32 0", "ret i32 %nope", 1)
	_, werr := loadLL("bad.ll", []byte(bad), 1<<30, 1<<30)
	_, perr := loadLL("bad.ll", []byte(bad), 1, 1)
	if werr == nil || perr == nil || werr.Error() != perr.Error() {
		t.Errorf("bad IR: whole %v, in parts %v", werr, perr)
	}
}
