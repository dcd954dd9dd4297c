package statsfile

import (
	"bytes"
	"encoding/xml"
	"errors"
	"image/png"
	"io"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"gonum.org/v1/plot/plotter"
)

// TestCountTicks: count axes are labelled with whole numbers (gonum's
// default labels read 50000.00), fractional ticks left unlabelled.
func TestCountTicks(t *testing.T) {
	for _, tt := range []struct {
		lo, hi float64
		want   []string
	}{
		{0, 100000, []string{"0", "50000", "100000"}},
		{0, 3, []string{"0", "1", "2", "3"}},
		{0, 1, []string{"0", "1"}},
	} {
		var got []string
		for _, tk := range (countTicks{}).Ticks(tt.lo, tt.hi) {
			if tk.Label != "" {
				got = append(got, tk.Label)
			}
		}
		if strings.Join(got, " ") != strings.Join(tt.want, " ") {
			t.Errorf("ticks of %v…%v labelled %q, want %q", tt.lo, tt.hi, got, tt.want)
		}
	}
}

// svgTexts returns the text elements of an SVG with their x positions.
func svgTexts(t *testing.T, svg []byte) map[string][]float64 {
	t.Helper()
	texts := map[string][]float64{}
	d := xml.NewDecoder(bytes.NewReader(svg))
	x := 0.0
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			return texts
		}
		if err != nil {
			t.Fatalf("plot is not valid XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			for _, a := range tok.Attr {
				if tok.Name.Local == "text" && a.Name.Local == "x" {
					x, _ = strconv.ParseFloat(a.Value, 64)
				}
			}
		case xml.CharData:
			if s := strings.TrimSpace(string(tok)); s != "" {
				texts[s] = append(texts[s], x)
			}
		}
	}
}

// TestPlotShortRun: a run of one sample and no live state draws axes from
// 0 to at least 1 (not gonum's -1…1), with whole-number labels, a mark at
// the sample, and the legend beside the chart, right of every tick label,
// where it hides no curve.
func TestPlotShortRun(t *testing.T) {
	samples, err := ReadStats(strings.NewReader("time_s\tcovered_branches\tlive_states\n0.115\t71\t0\n"))
	if err != nil {
		t.Fatal(err)
	}
	runs := []*Run{{Dir: "short", Samples: samples}, {Dir: "long", Samples: []Sample{{Time: 3e9, CoveredBranches: 50000, LiveStates: 3}}}}
	var buf bytes.Buffer
	if err := Plot(&buf, runs[:1], PlotOptions{Ys: []Metric{CoveredBranches, LiveStates}}); err != nil {
		t.Fatal(err)
	}
	texts := svgTexts(t, buf.Bytes())
	if _, ok := texts["-1"]; ok {
		t.Errorf("an axis reaches -1: %v", texts)
	}
	if len(texts["1"]) == 0 {
		t.Errorf("the live-state axis does not reach 1: %v", texts)
	}
	if !strings.Contains(buf.String(), "A2,2") {
		t.Errorf("no mark at the sample")
	}
	buf.Reset()
	if err := Plot(&buf, runs, PlotOptions{Code: AllCode}); err != nil {
		t.Fatal(err)
	}
	texts = svgTexts(t, buf.Bytes())
	right := 0.0
	for s, xs := range texts {
		if _, err := strconv.ParseFloat(s, 64); err == nil {
			if strings.HasSuffix(s, ".00") {
				t.Errorf("tick label %q", s)
			}
			for _, x := range xs {
				right = max(right, x)
			}
		}
	}
	if len(texts["50000"]) == 0 {
		t.Errorf("no tick labelled 50000: %v", texts)
	}
	for _, name := range []string{"short", "long"} {
		if xs := texts[name]; len(xs) != 1 || xs[0] <= right {
			t.Errorf("legend entry %s at x %v, inside the chart (tick labels reach %v)", name, xs, right)
		}
	}
}

// TestPlotPNG: Format png gives a PNG image of the charts' size.
func TestPlotPNG(t *testing.T) {
	var buf bytes.Buffer
	runs := readRuns(t)
	if err := Plot(&buf, runs, PlotOptions{Ys: []Metric{CoveredBranches, LiveStates}, Format: "png"}); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatalf("not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() != 7*120 || b.Dy() != 9*120 {
		t.Errorf("image %v, want 840×1080 (7×9 inches at 120 dpi)", b)
	}
	if err := Plot(io.Discard, runs, PlotOptions{Format: "gif"}); err == nil || !strings.Contains(err.Error(), "want svg or png") {
		t.Errorf("gif: %v", err)
	}
}

// TestSpread: each run's value at a time is its last sample's then (0
// before its first); the median of an even count is the middle pair's
// mean; runs without samples do not count.
func TestSpread(t *testing.T) {
	run := func(pts ...int) *Run { // time in seconds, live states, ...
		r := &Run{}
		for i := 0; i < len(pts); i += 2 {
			r.Samples = append(r.Samples, Sample{Time: time.Duration(pts[i]) * time.Second, LiveStates: uint64(pts[i+1])})
		}
		return r
	}
	for _, tc := range []struct {
		name        string
		runs        []*Run
		med, lo, hi []float64 // at 0, 1, 2, 3, 4 s
	}{
		{"one run", []*Run{run(1, 10, 3, 30)}, []float64{0, 10, 10, 30, 30}, []float64{0, 10, 10, 30, 30}, []float64{0, 10, 10, 30, 30}},
		{"three", []*Run{run(1, 10, 3, 30), run(2, 5), run(0, 1, 4, 100)},
			[]float64{0, 1, 5, 5, 30}, []float64{0, 0, 1, 1, 5}, []float64{1, 10, 10, 30, 100}},
		{"two, and one without samples", []*Run{run(1, 10), run(2, 20), {}},
			[]float64{0, 5, 15, 15, 15}, []float64{0, 0, 10, 10, 10}, []float64{0, 10, 20, 20, 20}},
	} {
		med, lo, hi, _ := spread(tc.runs, LiveStates, ProgramCode, 4*time.Second, 5)
		for i, want := range [][]float64{tc.med, tc.lo, tc.hi} {
			got := [][]float64{ys(med), ys(lo), ys(hi)}[i]
			if !slices.Equal(got, want) {
				t.Errorf("%s: %s %v, want %v", tc.name, []string{"median", "least", "most"}[i], got, want)
			}
		}
		if xs := xs(med); !slices.Equal(xs, []float64{0, 1, 2, 3, 4}) {
			t.Errorf("%s: times %v", tc.name, xs)
		}
	}
	if med, _, _, n := spread([]*Run{{}}, LiveStates, ProgramCode, time.Second, 5); med != nil || n != 0 {
		t.Errorf("no samples: %v, want nothing", med)
	}
}

func ys(xys plotter.XYs) (r []float64) {
	for _, p := range xys {
		r = append(r, p.Y)
	}
	return r
}

func xs(xys plotter.XYs) (r []float64) {
	for _, p := range xys {
		r = append(r, p.X)
	}
	return r
}

// TestPlotSpread: each group gets a legend entry naming its runs, and a
// group of runs without samples only is left out.
func TestPlotSpread(t *testing.T) {
	runs := readRuns(t)
	var buf bytes.Buffer
	gs := []Group{{Name: "a", Runs: runs}, {Name: "b", Runs: runs[:1]}, {Name: "none", Runs: []*Run{{}}}}
	if err := PlotSpread(&buf, gs, PlotOptions{Code: AllCode}); err != nil {
		t.Fatal(err)
	}
	texts := svgTexts(t, buf.Bytes())
	for _, want := range []string{"a (median of 2, band: least–most)", "b (median of 1, band: least–most)", "Coverage over time"} {
		if _, ok := texts[want]; !ok {
			t.Errorf("no %q in the plot's texts", want)
		}
	}
	for s := range texts {
		if strings.HasPrefix(s, "none") {
			t.Errorf("%q drawn", s)
		}
	}
	if err := PlotSpread(io.Discard, []Group{{Name: "none", Runs: []*Run{{}}}}, PlotOptions{}); err == nil {
		t.Error("nothing to plot: no error")
	}
}
