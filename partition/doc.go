// Package partition splits one exploration into N disjoint parts that
// together are the whole, so that N processes on N machines (a Kubernetes
// Indexed Job, a Slurm array, GNU parallel over ssh) explore one program
// with no communication; symx merge then joins their output directories.
//
// # The split
//
// A path's prefix is the directions it took at its first d forks, d the
// split depth: a fork is a branch where the state forked (exec.Decision's
// Fork flag: both sides feasible, whatever the solver's models), concrete
// branches and symbolic ones with a single feasible side do not count.
// The prefix is a function of the program and its path alone: not of the
// searcher, the solver's models, timing or the other paths, so every
// process computes the same prefixes. Each prefix is assigned to one
// partition by a well-mixed hash of its directions, modulo N. The
// directions are folded with package pathid's step, as a path's identity
// is, but the prefix is not that identity: it is known at the d-th fork,
// long before the path ends, and only forks count (pathid's doc).
//
// Every partition explores the tree above the split (about 2^d states
// running to their d-th fork) and continues only in its own subtrees: a
// state whose d-th fork put it in another partition's subtree ends,
// without a test, at its next branch (CutSilently). A path that ends
// before its d-th fork, or between it and the next branch, is explored by
// several partitions; Owns gives it to the one its prefix (of fewer than
// d forks, or d) hashes to, and the run writes its test there only. So
// every path is written by exactly one partition.
//
// The default depth is the least d with 2^d ≥ 1024N (DefaultDepth).
// Subtrees are not equal: a validating program forks like a comb (one
// side of each fork ends at once), so that few of the 2^d prefixes have
// anything below them and one can hold most of the paths; a deep split
// finds the fork where the comb turns into a bush. docs/DISTRIBUTED.md
// gives the measured imbalance and designs the dynamic alternative.
//
// Limits: the split assumes the path tree is the same in every process.
// Choices made from a solver model rather than a branch (a symbolic
// allocation size concretized, --max-forks, a query timing out) may
// differ between processes; then a subtree can be explored twice or not
// at all. Techniques that learn from the paths already explored (PSE's
// summaries, concolic seeds) would learn from a part only; run refuses
// them with --partition.
package partition
