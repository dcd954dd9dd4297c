package ir

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
)

// TestPruneDebugInfoKeepsPrograms lowers every LLVM IR file of the
// repository (the modeled C library among them, built with -g) with and
// without pruneDebugInfo: the Programs, source locations included, must
// print the same, and the pruned text must be smaller where it has debug
// metadata.
func TestPruneDebugInfoKeepsPrograms(t *testing.T) {
	var files []string
	filepath.WalkDir("..", func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".ll") {
			files = append(files, path)
		}
		return nil
	})
	if len(files) < 50 {
		t.Fatalf("found %d .ll files", len(files))
	}
	withDebug := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		pruned := pruneDebugInfo(src)
		want, werr := lowerText(f, src)
		got, gerr := lowerText(f, pruned)
		if (werr == nil) != (gerr == nil) {
			t.Errorf("%s: error %v, pruned %v", f, werr, gerr)
			continue
		}
		if werr != nil {
			continue // a file of bad IR for the error tests
		}
		if got != want {
			t.Errorf("%s: pruning changed the program", f)
		}
		if bytes.Contains(src, []byte("!DICompileUnit(")) {
			withDebug++
			if len(pruned) >= len(src) {
				t.Errorf("%s: pruned text %d bytes, not below %d", f, len(pruned), len(src))
			}
		}
	}
	if withDebug < 2 {
		t.Errorf("only %d files with debug metadata", withDebug)
	}
}

func lowerText(name string, src []byte) (string, error) {
	m, err := asm.ParseBytes(name, src)
	if err != nil {
		return "", err
	}
	p, err := lowerModuleWith(name, m, new(*lowerer))
	if err != nil {
		return "", err
	}
	var b strings.Builder
	p.Dump(&b)
	return b.String(), nil
}

func TestCutDebugFields(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`!7 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 6, type: !8, scopeLine: 6, unit: !2, retainedNodes: !9)`,
			`!7 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 6, scopeLine: 6, unit: !2)`},
		{`!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 1, type: !5, isLocal: false, isDefinition: true)`,
			`!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 1, isLocal: false, isDefinition: true)`},
		{`!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "clang, type: !4", enums: !4, globals: !5, splitDebugInlining: false)`,
			`!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "clang, type: !4", splitDebugInlining: false)`},
		{`!7 = distinct !DISubprogram(type: !8)`, `!7 = distinct !DISubprogram()`},
		{`!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)`, `!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)`},
		{`!9 = !DILocation(line: 3, column: 4, scope: !7)`, `!9 = !DILocation(line: 3, column: 4, scope: !7)`},
	} {
		if got := string(cutDebugFields([]byte(c.in))); got != c.want {
			t.Errorf("cutDebugFields(%s)\n got %s\nwant %s", c.in, got, c.want)
		}
	}
}
