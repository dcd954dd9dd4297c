package statsfile

import (
	"bytes"
	"encoding/xml"
	"errors"
	"image/png"
	"io"
	"strconv"
	"strings"
	"testing"
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
