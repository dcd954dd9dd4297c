/* MuSE benchmark (GSL-like, written for symx): insertion sort of a
 * symbolic array, then a binary search for a symbolic key; the sort's
 * symbolic stores and the search's symbolic index reads make array
 * queries (gsl_sort's shape, not GSL's code). */
#include <klee/klee.h>

#define N 5

static void sort(int *a, int n) {
  for (int i = 1; i < n; i++) {
    int v = a[i], j = i - 1;
    while (j >= 0 && a[j] > v) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
}

static int search(const int *a, int n, int key) {
  int lo = 0, hi = n - 1;
  while (lo <= hi) {
    int mid = (lo + hi) / 2;
    if (a[mid] == key)
      return mid;
    if (a[mid] < key)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return -1;
}

int main(void) {
  int a[N], key;
  unsigned char p;
  klee_make_symbolic(a, sizeof a, "a");
  klee_make_symbolic(&key, sizeof key, "key");
  klee_make_symbolic(&p, sizeof p, "p");
  sort(a, N);
  int at = search(a, N, key);
  if (at >= 0 && a[p % N] == key)
    return 1;
  return at < 0 ? 2 : 0;
}
