package cover

import (
	"bufio"
	"bytes"
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"os"
	"strings"
	"text/tabwriter"
)

// cell formats counts as "66.67% (4/6)", or "     - (0/0)" when there is
// nothing to cover.
func cell(c Counts) string {
	if c.Total == 0 {
		return fmt.Sprintf("%7s (0/0)", "-")
	}
	return fmt.Sprintf("%6.2f%% (%d/%d)", c.Percent(), c.Covered, c.Total)
}

// WriteText writes the report as a table: one row per file with its line
// and branch coverage, and a Total row when there are several files. name
// maps a file's path to the name shown; nil shows paths as they are.
func (r *Report) WriteText(w io.Writer, name func(path string) string) error {
	if name == nil {
		name = func(p string) string { return p }
	}
	tw := tabwriter.NewWriter(w, 0, 8, 3, ' ', 0)
	fmt.Fprintf(tw, "File\tLines\tBranches\n")
	for _, f := range r.Files {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", name(f.Path), cell(f.Lines), cell(f.Branches))
	}
	if len(r.Files) != 1 {
		fmt.Fprintf(tw, "Total\t%s\t%s\n", cell(r.Lines), cell(r.Branches))
	}
	return tw.Flush()
}

//go:embed report.html.tmpl
var htmlTemplate string

var htmlTmpl = template.Must(template.New("report").Funcs(template.FuncMap{
	"pct": func(c Counts) string {
		if c.Total == 0 {
			return "-"
		}
		return fmt.Sprintf("%.2f%%", c.Percent())
	},
}).Parse(htmlTemplate))

// htmlLine is one row of the annotated source.
type htmlLine struct {
	Number   int
	Text     string
	Class    string // "", "cov", "unc"
	Count    string // "" for lines without code
	Branches string // "taken/total" when the line has branches
	Partial  bool   // not every branch taken
}

type htmlFile struct {
	Name     string
	ID       string
	Lines    Counts
	Branches Counts
	Rows     []htmlLine
}

// WriteHTML writes a standalone HTML page (no external assets) with the
// report's summary and each file's source: executed lines green, lines
// never executed red, and on lines with branches the count of branches
// taken out of the total, marked when not all were taken. It reads the
// source files from their paths. name maps a path to the name shown; nil
// shows paths as they are.
func (r *Report) WriteHTML(w io.Writer, name func(path string) string) error {
	if name == nil {
		name = func(p string) string { return p }
	}
	data := struct {
		Title    string
		Tests    int
		Lost     int
		Lines    Counts
		Branches Counts
		Files    []htmlFile
	}{Title: name(r.Source), Tests: r.Tests, Lost: len(r.Lost), Lines: r.Lines, Branches: r.Branches}
	for i, f := range r.Files {
		src, err := os.ReadFile(f.Path)
		if err != nil {
			return fmt.Errorf("cover: html: %w", err)
		}
		hf := htmlFile{Name: name(f.Path), ID: fmt.Sprintf("f%d", i), Lines: f.Lines, Branches: f.Branches}
		byNum := make(map[int]Line, len(f.LineData))
		for _, l := range f.LineData {
			byNum[l.Number] = l
		}
		sc := bufio.NewScanner(bytes.NewReader(src))
		sc.Buffer(make([]byte, 0, 64<<10), 16<<20)
		for n := 1; sc.Scan(); n++ {
			row := htmlLine{Number: n, Text: strings.TrimRight(sc.Text(), "\r")}
			if l, ok := byNum[n]; ok {
				row.Count = fmt.Sprint(l.Count)
				row.Class = "unc"
				if l.Count > 0 {
					row.Class = "cov"
				}
				if len(l.Branches) > 0 {
					t := l.BranchesTaken()
					row.Branches = fmt.Sprintf("%d/%d", t, len(l.Branches))
					row.Partial = t < len(l.Branches)
				}
			}
			hf.Rows = append(hf.Rows, row)
		}
		if err := sc.Err(); err != nil {
			return fmt.Errorf("cover: html: %s: %w", f.Path, err)
		}
		data.Files = append(data.Files, hf)
	}
	return htmlTmpl.Execute(w, data)
}
