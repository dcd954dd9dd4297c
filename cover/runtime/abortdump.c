/* Linked into symx's coverage builds (package cover): on SIGABRT (abort(),
 * a failed assert) write the coverage counters before the process dies,
 * since abort() skips the exit handlers that normally write them. Calls
 * end basic blocks, so the counts of a run ending in abort() are exact;
 * other signals are left alone (see the package documentation). */
#include <signal.h>
#include <string.h>

extern void __gcov_dump(void);

static void symx_cover_on_abort(int sig) {
  __gcov_dump();
  signal(sig, SIG_DFL);
  raise(sig);
}

__attribute__((constructor)) static void symx_cover_init(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = symx_cover_on_abort;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGABRT, &sa, 0);
}
