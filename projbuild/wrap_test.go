package projbuild

import (
	"reflect"
	"testing"
)

func TestClassify(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want invocation
		link bool
	}{
		{[]string{"-c", "a.c", "-o", "a.o"}, invocation{compileOnly: true, inputs: 1, output: "a.o"}, false},
		{[]string{"-O2", "-o", "prog", "a.o", "libx.a"}, invocation{inputs: 2, output: "prog"}, true},
		{[]string{"-oprog", "a.c"}, invocation{inputs: 1, output: "prog"}, true},
		{[]string{"a.c"}, invocation{inputs: 1}, true},
		{[]string{"-S", "a.c"}, invocation{compileOnly: true, asm: true, inputs: 1}, false},
		{[]string{"-E", "-x", "c", "-"}, invocation{compileOnly: true, inputs: 1}, false},
		{[]string{"-MM", "a.c"}, invocation{compileOnly: true, inputs: 1}, false},
		{[]string{"--version"}, invocation{}, false},
		{[]string{"-v"}, invocation{}, false},
		{[]string{"-I", "inc", "-D", "X=1", "-include", "cfg.h", "-c", "a.c"}, invocation{compileOnly: true, inputs: 1}, false},
		{[]string{"-shared", "-fPIC", "-o", "libx.so", "x.o"}, invocation{shared: true, inputs: 1, output: "libx.so"}, true},
		{[]string{"-r", "-o", "all.o", "a.o", "b.o"}, invocation{relocatable: true, inputs: 2, output: "all.o"}, true},
		{[]string{"-Wl,-rpath,/x", "-L", "lib", "-l", "m", "-o", "p", "p.o"}, invocation{inputs: 1, output: "p"}, true},
	} {
		got := classify(tc.args)
		if !reflect.DeepEqual(got, tc.want) || got.link() != tc.link {
			t.Errorf("classify(%q) = %+v (link %v), want %+v (link %v)", tc.args, got, got.link(), tc.want, tc.link)
		}
	}
}

func TestWrapArgs(t *testing.T) {
	env := func(vars map[string]string) func(string) string {
		return func(k string) string { return vars[k] }
	}
	ir := env(map[string]string{envInclude: "/inc", envRuntime: "/rt.a"})
	for _, tc := range []struct {
		name string
		mode string
		args []string
		env  func(string) string
		want []string
	}{
		{"ir compile", modeIR, []string{"-O2", "-c", "a.c"}, ir,
			append(append([]string{"-O2", "-c", "a.c"}, irCompileFlags...), "-idirafter", "/inc")},
		{"ir assembly: no -flto", modeIR, []string{"-S", "a.c"}, ir,
			append(append([]string{"-S", "a.c"}, irCompileFlags[1:]...), "-idirafter", "/inc")},
		{"ir link", modeIR, []string{"-o", "p", "p.o"}, ir,
			append(append(append(append([]string{"-o", "p", "p.o"}, irCompileFlags...), "-idirafter", "/inc"), irLinkFlags...), "/rt.a")},
		{"ir shared library: no runtime", modeIR, []string{"-shared", "-o", "l.so", "l.o"}, ir,
			append(append(append([]string{"-shared", "-o", "l.so", "l.o"}, irCompileFlags...), "-idirafter", "/inc"), irLinkFlags...)},
		{"version query untouched", modeIR, []string{"--version"}, ir, []string{"--version"}},
		{"cov compile, gcc", modeCov, []string{"-c", "a.c"}, env(nil),
			append([]string{"-c", "a.c"}, covCompileFlags(false)...)},
		{"cov link, clang", modeCov, []string{"-o", "p", "p.o"}, env(map[string]string{envCovClang: "1", envRuntime: "/rt.a"}),
			append(append([]string{"-o", "p", "p.o"}, covCompileFlags(true)...), "/rt.a")},
		{"cov link, gcc: the abort dump", modeCov, []string{"-o", "p", "p.o"}, env(map[string]string{envRuntime: "/rt.a", envObjects: "/dump.o"}),
			append(append([]string{"-o", "p", "p.o"}, covCompileFlags(false)...), "/rt.a", "/dump.o")},
		{"cov shared library: no objects", modeCov, []string{"-shared", "-o", "l.so", "l.o"}, env(map[string]string{envObjects: "/dump.o"}),
			append([]string{"-shared", "-o", "l.so", "l.o"}, covCompileFlags(false)...)},
		{"asan compile", modeASan, []string{"-c", "a.c"}, ir,
			append(append([]string{"-c", "a.c"}, asanCompileFlags...), "-idirafter", "/inc")},
		{"asan link", modeASan, []string{"-o", "p", "p.o"}, ir,
			append(append(append([]string{"-o", "p", "p.o"}, asanCompileFlags...), "-idirafter", "/inc"), "/rt.a")},
	} {
		got := wrapArgs(tc.mode, tc.args, classify(tc.args), tc.env)
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: wrapArgs(%q) =\n%q\nwant\n%q", tc.name, tc.args, got, tc.want)
		}
	}
}
