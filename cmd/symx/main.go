// Command symx is a symbolic execution engine for C programs.
//
// Each subcommand is a value of type command in its own file; main only
// dispatches and turns errors into exit codes.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"sort"
	"strings"
)

// command is one subcommand, in the manner of cmd/go.
type command struct {
	Name      string
	UsageLine string
	Short     string
	Long      string
	// Flags registers the subcommand's flags on fs.
	Flags func(fs *flag.FlagSet)
	// Run executes the subcommand with the arguments left after flags.
	Run func(env *cmdEnv, args []string) error
	// Interspersed lets flags follow positional arguments (symx run
	// prog.c --max-time=10s); a "--" ends the flags, and is kept in args
	// so the command can tell program arguments apart.
	Interspersed bool
	// ProgramOptions are options of the program under test that may appear
	// among the command's flags, with the number of values each takes
	// (KLEE's --sym-args MIN MAX N): with Interspersed they are returned in
	// place among the positional arguments, values included. A name
	// matches with one dash or two.
	ProgramOptions map[string]int
}

// cmdEnv is what a subcommand may touch of the process.
type cmdEnv struct {
	Stdout, Stderr io.Writer
	Args           []string // the whole command line, for the info file
}

// usageError asks main to print the subcommand's usage and exit 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

// exitError carries a specific exit status (e.g. 2 for bad input files).
type exitError struct {
	code int
	err  error
}

func (e exitError) Error() string { return e.err.Error() }
func (e exitError) Unwrap() error { return e.err }

var commands = map[string]*command{}

func register(c *command) { commands[c.Name] = c }

func main() {
	// github.com/llir/llvm logs some constructs it accepts (a GEP into a
	// vector) through the standard logger; symx reports through its own
	// output only.
	log.SetOutput(io.Discard)
	env := &cmdEnv{Stdout: os.Stdout, Stderr: os.Stderr, Args: os.Args}
	os.Exit(runMain(env, os.Args[1:]))
}

func runMain(env *cmdEnv, args []string) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" {
		printUsage(env.Stderr)
		return 2
	}
	if args[0] == "--version" || args[0] == "-version" {
		args = []string{"version"}
	}
	if args[0] == "help" {
		if len(args) > 1 {
			if c, ok := commands[args[1]]; ok {
				printCommandUsage(env.Stdout, c)
				return 0
			}
		}
		printUsage(env.Stdout)
		return 0
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(env.Stderr, "symx: unknown command %q\nRun 'symx help' for usage.\n", args[0])
		return 2
	}
	fs := flag.NewFlagSet(c.Name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	if c.Flags != nil {
		c.Flags(fs)
	}
	prof := addProfileFlags(fs, c)
	pos, err := parseFlagsWith(fs, args[1:], c.Interspersed, c.ProgramOptions)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			printCommandUsage(env.Stdout, c)
			return 0
		}
		fmt.Fprintf(env.Stderr, "symx %s: %v\nRun 'symx help %s' for details.\n", c.Name, err, c.Name)
		return 2
	}
	stopProfile, err := prof.start()
	if err == nil {
		err = c.Run(env, pos)
		if perr := stopProfile(); err == nil {
			err = perr
		}
	}
	if err == nil {
		return 0
	}
	var ue usageError
	if errors.As(err, &ue) {
		fmt.Fprintf(env.Stderr, "symx %s: %s\nRun 'symx help %s' for details.\n", c.Name, ue.msg, c.Name)
		return 2
	}
	fmt.Fprintf(env.Stderr, "symx: %v\n", err)
	var ee exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	return 1
}

// parseFlagsWith is parseFlags, except that with interspersed a program
// option (see command.ProgramOptions) and its values, met before "--", are
// returned in place among the positional arguments.
func parseFlagsWith(fs *flag.FlagSet, args []string, interspersed bool, progOpts map[string]int) ([]string, error) {
	if !interspersed || len(progOpts) == 0 {
		return parseFlags(fs, args, interspersed)
	}
	var pos []string
	for {
		j, n := -1, 0
		for i, a := range args {
			if a == "--" {
				break
			}
			if name, ok := strings.CutPrefix(a, "-"); ok {
				if k, ok := progOpts[strings.TrimPrefix(name, "-")]; ok {
					j, n = i, k
					break
				}
			}
		}
		if j < 0 {
			rest, err := parseFlags(fs, args, true)
			return append(pos, rest...), err
		}
		p, err := parseFlags(fs, args[:j], true)
		if err != nil {
			return nil, err
		}
		pos = append(pos, p...)
		end := min(j+1+n, len(args))
		pos = append(pos, args[j:end]...)
		args = args[end:]
	}
}

// parseFlags parses fs from args and returns the positional arguments.
// With interspersed, flags may also follow positional arguments; a "--"
// ends flag parsing and is returned in place.
func parseFlags(fs *flag.FlagSet, args []string, interspersed bool) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		if n := len(args) - len(rest); n > 0 && args[n-1] == "--" {
			return append(append(pos, "--"), rest...), nil
		}
		if !interspersed {
			return append(pos, rest...), nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

func printUsage(w io.Writer) {
	fmt.Fprintf(w, "symx is a symbolic execution engine for C programs.\n\nUsage:\n\n\tsymx <command> [arguments]\n\nThe commands are:\n\n")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "\t%-10s %s\n", n, commands[n].Short)
	}
	fmt.Fprintf(w, "\nUse \"symx help <command>\" for more information about a command.\n")
}

func printCommandUsage(w io.Writer, c *command) {
	fmt.Fprintf(w, "usage: symx %s\n\n%s\n", c.UsageLine, strings.TrimSpace(c.Long))
	fs := flag.NewFlagSet(c.Name, flag.ContinueOnError)
	if c.Flags != nil {
		c.Flags(fs)
		addProfileFlags(fs, c)
		fmt.Fprintf(w, "\nFlags:\n")
		fs.SetOutput(w)
		fs.PrintDefaults()
	}
}
