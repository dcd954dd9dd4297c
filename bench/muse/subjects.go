package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// subject is a library function driven by a harness of subjects/: the
// Debian source package it comes from and the files of it the harness
// needs. The package is fetched (apt-get source) and the bitcode built
// into the cache at run time; none of the library's code is kept here.
type subject struct {
	name  string   // the harness is subjects/NAME.c, its seed NAME.seed if any
	pkg   string   // Debian source package
	files []string // the library's files, relative to its source tree
}

var gslErr = []string{"err/error.c", "err/stream.c", "err/message.c", "err/strerror.c"}

var subjects = []subject{
	{"gif", "giflib", []string{"dgif_lib.c", "gifalloc.c", "gif_err.c", "gif_hash.c", "openbsd-reallocarray.c"}},
	{"gsl_sort", "gsl", append([]string{"sort/sortvec.c"}, gslErr...)},
	{"gsl_akima", "gsl", append([]string{"interpolation/akima.c", "interpolation/interp.c",
		"interpolation/accel.c", "interpolation/inline.c"}, gslErr...)},
	{"gsl_linear_ed", "gsl", append([]string{"interpolation/linear.c", "interpolation/interp.c",
		"interpolation/accel.c", "interpolation/inline.c"}, gslErr...)},
	{"gsl_linear_ei", "gsl", append([]string{"interpolation/linear.c", "interpolation/interp.c",
		"interpolation/accel.c", "interpolation/inline.c"}, gslErr...)},
	{"gsl_steffen_ei", "gsl", append([]string{"interpolation/steffen.c", "interpolation/interp.c",
		"interpolation/accel.c", "interpolation/inline.c"}, gslErr...)},
	{"gsl_bilinear", "gsl", append([]string{"interpolation/bilinear.c", "interpolation/interp2d.c",
		"interpolation/accel.c", "interpolation/inline.c"}, gslErr...)},
	{"gsl_fft_rrt", "gsl", append([]string{"fft/fft.c"}, gslErr...)},
	{"gsl_sum_lum", "gsl", append([]string{"sum/levin_u.c", "sum/work_u.c", "sys/minmax.c"}, gslErr...)},
	{"gsl_solve_ct", "gsl", append([]string{"linalg/tridiag.c", "vector/view.c", "vector/vector.c"}, gslErr...)},
	{"gsl_solve_ctn", "gsl", append([]string{"linalg/tridiag.c", "vector/view.c", "vector/vector.c"}, gslErr...)},
	{"gsl_hist_find", "gsl", append([]string{"histogram/init.c", "histogram/get.c"}, gslErr...)},
	{"gsl_h2d_ps", "gsl", append([]string{"histogram/init2d.c", "histogram/pdf2d.c"}, gslErr...)},
	{"gsl_eigen_gs", "gsl", append([]string{"eigen/sort.c", "vector/view.c", "vector/vector.c", "vector/swap.c",
		"matrix/view.c", "matrix/matrix.c", "matrix/swap.c", "complex/math.c"}, gslErr...)},
	// stb_image.h is the whole library: the harness includes it.
	{"stb_bmp", "libstb", nil},
	{"stb_pgm", "libstb", nil},
}

// buildSubjects builds every subject's bitcode under cache and returns
// their paths, with the seeds by path.
func buildSubjects(cache string) (bcs []string, seeds map[string]string, err error) {
	for _, tool := range []string{"apt-get", "clang-14", "llvm-link-14"} {
		if _, err := exec.LookPath(tool); err != nil {
			return nil, nil, fmt.Errorf("%s not found (apt-get install clang-14 llvm-14; a deb-src entry for apt-get source)", tool)
		}
	}
	seeds = map[string]string{}
	for _, s := range subjects {
		src, err := sourceTree(cache, s.pkg)
		if err != nil {
			return nil, nil, err
		}
		bc := filepath.Join(cache, s.name+".bc")
		var objs []string
		for _, f := range append(s.files, "") {
			in := filepath.Join(src, f)
			if f == "" {
				in, _ = filepath.Abs(filepath.Join("bench", "muse", "subjects", s.name+".c"))
			}
			// Named by the path in the tree: vector/view.c and
			// matrix/view.c are two files.
			name := strings.ReplaceAll(f, "/", "_")
			if f == "" {
				name = s.name + ".c"
			}
			obj := filepath.Join(cache, "obj", s.name, name+".bc")
			os.MkdirAll(filepath.Dir(obj), 0o755)
			if err := runCmd("", "clang-14", "-emit-llvm", "-c", "-g", "-O0", "-Xclang", "-disable-O0-optnone", "-w",
				"-I", src, "-I", "runtime/include", "-o", obj, in); err != nil {
				return nil, nil, err
			}
			objs = append(objs, obj)
		}
		if err := runCmd("", "llvm-link-14", append([]string{"-o", bc}, objs...)...); err != nil {
			return nil, nil, err
		}
		bcs = append(bcs, bc)
		if seed := filepath.Join("bench", "muse", "subjects", s.name+".seed"); exists(seed) {
			seeds[bc] = seed
		}
	}
	return bcs, seeds, nil
}

// sourceTree unpacks Debian's source package pkg under cache once (GSL is
// configured once too, for config.h and its gsl/ header directory).
func sourceTree(cache, pkg string) (string, error) {
	dir := filepath.Join(cache, "src")
	find := func() string {
		m, _ := filepath.Glob(filepath.Join(dir, pkg+"-*", "debian"))
		if len(m) == 0 {
			return ""
		}
		return filepath.Dir(m[0])
	}
	if find() == "" {
		os.MkdirAll(dir, 0o755)
		if err := runCmd(dir, "apt-get", "source", "-qq", pkg); err != nil {
			return "", fmt.Errorf("apt-get source %s (needs a deb-src entry): %w", pkg, err)
		}
	}
	src := find()
	if src == "" {
		return "", errors.New("apt-get source " + pkg + ": no source tree")
	}
	if pkg == "gsl" && !exists(filepath.Join(src, "gsl", "gsl_math.h")) {
		if err := runCmd(src, "./configure", "CC=clang-14"); err != nil {
			return "", err
		}
		if err := runCmd(filepath.Join(src, "gsl"), "make"); err != nil {
			return "", err
		}
	}
	return src, nil
}

func runCmd(dir, name string, args ...string) error {
	c := exec.Command(name, args...)
	c.Dir = dir
	if out, err := c.CombinedOutput(); err != nil {
		return fmt.Errorf("%s: %v\n%s", name, err, out)
	}
	return nil
}

func exists(p string) bool { _, err := os.Stat(p); return err == nil }
