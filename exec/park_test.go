package exec

import "testing"

// TestParkStress runs the end-to-end programs with every state parked
// after each of its slices and its dead registers poisoned when it runs
// again: a register the liveness wrongly drops then reads as garbage,
// and the program's outcomes differ from what its comments and native
// runs say.
func TestParkStress(t *testing.T) {
	parkStress = true
	// The native builds live in the temporary directory of the test that
	// made them, which may have ended (TestPrograms).
	nativeOnce.Clear()
	t.Cleanup(func() {
		parkStress = false
		nativeOnce.Clear()
	})
	TestPrograms(t)
}
