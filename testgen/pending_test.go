package testgen

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestWriteOrder: a test's files are written so that a kill between two
// of them never leaves a .ktest without its .json: the .ktest, which
// lists the test, comes last, the .json just before it.
func TestWriteOrder(t *testing.T) {
	cases := []struct {
		name string
		out  Outcome
		want []string
	}{
		{"exit", Exit(0), []string{"json", "ktest"}},
		{"bug", Bug(&ErrorReport{Kind: KindDiv, Message: "divide by zero"}), []string{"div.err", "json", "ktest"}},
		{"early", Early("max-time"), []string{"early", "json", "ktest"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			o := DefaultWriterOptions()
			o.WriteFile = func(dir, path string, data []byte) error {
				got = append(got, strings.SplitN(filepath.Base(path), ".", 2)[1])
				return os.WriteFile(path, data, 0o644)
			}
			w, err := NewWriter(t.TempDir(), o)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := w.Write(&Test{Args: []string{"p"}, Outcome: c.out}); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, c.want) {
				t.Fatalf("written %v, want %v", got, c.want)
			}
		})
	}
}

// TestPendingNumbers: tests prepared together are numbered in the order
// they are committed, and a test whose files cannot be named takes no
// number, so the numbering has no hole; a discarded test leaves no file.
func TestPendingNumbers(t *testing.T) {
	for _, hook := range []bool{false, true} {
		name := "unnamed files"
		if hook {
			name = "WriteFile"
		}
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			o := DefaultWriterOptions()
			full := false
			if hook {
				o.WriteFile = func(dir, path string, data []byte) error {
					if full {
						return errors.New("no space left on device")
					}
					return os.WriteFile(path, data, 0o644)
				}
			}
			w, err := NewWriter(dir, o)
			if err != nil {
				t.Fatal(err)
			}
			var ps []*Pending
			for i := 0; i < 4; i++ {
				p, err := w.Prepare(&Test{Args: []string{"p"}, Objects: []Object{{Name: "x", Bytes: []byte{byte(i)}}}, Outcome: Exit(i)})
				if err != nil {
					t.Fatal(err)
				}
				ps = append(ps, p)
			}
			if files, _ := ListTests(dir); len(files) != 0 {
				t.Fatalf("prepared tests are listed: %v", files)
			}
			// Commit 2, then 0; 1 fails (hook) or is discarded; 3 last.
			order := []int{2, 0, 1, 3}
			var ids []int
			for _, i := range order {
				if i == 1 {
					if hook {
						full = true
						if _, err := ps[i].Commit(); err == nil {
							t.Fatal("commit on a full disk succeeded")
						}
						full = false
					} else {
						ps[i].Discard()
					}
					continue
				}
				id, err := ps[i].Commit()
				if err != nil {
					t.Fatal(err)
				}
				ids = append(ids, id)
			}
			if !slices.Equal(ids, []int{1, 2, 3}) {
				t.Fatalf("ids %v", ids)
			}
			files, _ := ListTests(dir)
			if len(files) != 3 {
				t.Fatalf("files %v", files)
			}
			for k, i := range []int{2, 0, 3} {
				test, err := LoadTest(files[k])
				if err != nil {
					t.Fatal(err)
				}
				if test.Outcome.ExitCode != i {
					t.Errorf("%s exits %d, want %d", files[k], test.Outcome.ExitCode, i)
				}
			}
			ents, _ := os.ReadDir(dir)
			if len(ents) != 6 {
				t.Errorf("%d files, want 6", len(ents))
			}
		})
	}
}
