package tick

import "time"

// Every calls f every d on a new goroutine until the returned function is
// called; that function returns once f has returned for the last time.
func Every(d time.Duration, f func()) (stop func()) {
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(d)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				f()
			}
		}
	}()
	return func() { close(done); <-finished }
}
