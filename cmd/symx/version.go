package main

import (
	"fmt"
	"runtime"
	"runtime/debug"

	"github.com/symx/symx/run"
)

func init() {
	register(&command{
		Name:      "version",
		UsageLine: "version",
		Short:     "print symx's version",
		Long: `
Version prints symx's version, the Go toolchain that built it, and the
source revision when the binary was built from a git checkout.`,
		Run: func(env *cmdEnv, args []string) error {
			if len(args) > 0 {
				return usageError{"version takes no arguments"}
			}
			fmt.Fprintln(env.Stdout, versionLine())
			return nil
		},
	})
}

// versionLine is "symx 0.1.0 (go1.26.8, linux/amd64)", with the module
// version and the git revision when the build recorded them.
func versionLine() string {
	s := fmt.Sprintf("symx %s (%s, %s/%s", run.Version, runtime.Version(), runtime.GOOS, runtime.GOARCH)
	if bi, ok := debug.ReadBuildInfo(); ok {
		if v := bi.Main.Version; v != "" && v != "(devel)" {
			s += ", module " + v
		}
		var rev, modified string
		for _, kv := range bi.Settings {
			switch kv.Key {
			case "vcs.revision":
				rev = kv.Value
			case "vcs.modified":
				if kv.Value == "true" {
					modified = "+dirty"
				}
			}
		}
		if rev != "" {
			s += ", revision " + rev[:min(12, len(rev))] + modified
		}
	}
	return s + ")"
}
