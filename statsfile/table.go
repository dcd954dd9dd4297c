package statsfile

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// tableColumn is one column of the table: its heading, alignment and the
// cell of a summary.
type tableColumn struct {
	head  string
	left  bool
	value func(s *Summary) string
}

func f2(f float64) string { return strconv.FormatFloat(f, 'f', 2, 64) }
func u(n uint64) string   { return strconv.FormatUint(n, 10) }

var tableColumns = []tableColumn{
	{"Path", true, func(s *Summary) string { return s.Path }},
	{"Time(s)", false, func(s *Summary) string { return f2(s.Time.Seconds()) }},
	{"Instrs", false, func(s *Summary) string { return u(s.Instructions) }},
	{"Completed", false, func(s *Summary) string { return u(s.Completed) }},
	{"Partial", false, func(s *Summary) string { return u(s.Partial) }},
	{"States", false, func(s *Summary) string { return u(s.States) }},
	{"Queries", false, func(s *Summary) string { return u(s.Queries) }},
	{"QueryTime(s)", false, func(s *Summary) string { return f2(s.QueryTime.Seconds()) }},
	{"ICov(%)", false, func(s *Summary) string { return f2(s.ICov) }},
	{"BCov(%)", false, func(s *Summary) string { return f2(s.BCov) }},
}

// coverageNote is the footnote saying which code ICov and BCov count; in
// a table that mixes both, the rows of all code are starred.
func coverageNote(sums []Summary) (note string, star bool) {
	var n [2]int
	for _, s := range sums {
		n[s.Code]++
	}
	const (
		prog = "the program's own code, without the modeled C library (--all-code: with it)"
		all  = "all the code run, the modeled C library's included"
	)
	switch {
	case n[AllCode] == 0:
		return "ICov, BCov: " + prog + "\n", false
	case n[ProgramCode] == 0:
		return "ICov, BCov: " + all + "\n", false
	}
	return "ICov, BCov: " + prog + ";\n*: " + all + " (the run did not record the program's own)\n", true
}

// WriteTable writes the summaries as klee-stats does: a boxed table, one
// row per run.
//
//	---------------------------------------------------------------...
//	| Path       | Time(s) | Instrs | Completed | Partial | States |...
//	---------------------------------------------------------------...
//	| symx-out-0 |    1.50 |  12345 |         7 |       1 |      3 |...
//	---------------------------------------------------------------...
func WriteTable(w io.Writer, sums []Summary) error {
	cells := make([][]string, len(sums))
	width := make([]int, len(tableColumns))
	for j, c := range tableColumns {
		width[j] = len(c.head)
	}
	note, star := coverageNote(sums)
	for i := range sums {
		for j, c := range tableColumns {
			v := c.value(&sums[i])
			if star && sums[i].Code == AllCode && strings.HasSuffix(c.head, "Cov(%)") {
				v += "*"
			}
			cells[i] = append(cells[i], v)
			width[j] = max(width[j], len(v))
		}
	}
	total := 1
	for _, wd := range width {
		total += wd + 3
	}
	rule := strings.Repeat("-", total) + "\n"
	var b strings.Builder
	row := func(vals []string) {
		b.WriteString("|")
		for j, v := range vals {
			pad := strings.Repeat(" ", width[j]-len(v))
			if tableColumns[j].left {
				fmt.Fprintf(&b, " %s%s |", v, pad)
			} else {
				fmt.Fprintf(&b, " %s%s |", pad, v)
			}
		}
		b.WriteString("\n")
	}
	heads := make([]string, len(tableColumns))
	for j, c := range tableColumns {
		heads[j] = c.head
	}
	b.WriteString(rule)
	row(heads)
	b.WriteString(rule)
	for _, r := range cells {
		row(r)
	}
	b.WriteString(rule)
	b.WriteString(note)
	_, err := io.WriteString(w, b.String())
	return err
}

// csvHeader are the CSV columns, the names of run.stats plus the path,
// the percentages and the code they count (coverage_of: program or all);
// the coverage counts are of that code.
var csvHeader = []string{"path", "time_s", "instructions", "completed", "partial", "states",
	"queries", "query_time_s", "covered_insts", "total_insts", "covered_branches", "total_branches",
	"icov_percent", "bcov_percent", "coverage_of"}

// WriteCSV writes the summaries as CSV with a header row.
func WriteCSV(w io.Writer, sums []Summary) error {
	cw := csv.NewWriter(w)
	cw.Write(csvHeader)
	for _, s := range sums {
		sec := func(f float64) string { return strconv.FormatFloat(f, 'f', 3, 64) }
		ci, ti, cb, tb, _ := s.Coverage(s.Code)
		cw.Write([]string{s.Path, sec(s.Time.Seconds()), u(s.Instructions), u(s.Completed), u(s.Partial),
			u(s.States), u(s.Queries), sec(s.QueryTime.Seconds()), u(ci), u(ti),
			u(cb), u(tb), f2(s.ICov), f2(s.BCov), s.Code.String()})
	}
	cw.Flush()
	return cw.Error()
}
