// malloc, calloc, realloc and free on a list built from symbolic values.
// native
#include <klee/klee.h>
#include <stdlib.h>
#include <string.h>

struct node {
  int value;
  struct node *next;
};

int main(void) {
  int vals[3];
  klee_make_symbolic(vals, sizeof vals, "vals");
  struct node *head = 0;
  for (int i = 0; i < 3; i++) {
    if (vals[i] > 0) {
      struct node *n = malloc(sizeof *n);
      n->value = vals[i];
      n->next = head;
      head = n;
    }
  }
  int *arr = calloc(4, sizeof *arr);
  int k = 0;
  for (struct node *p = head; p; p = p->next)
    arr[k++] = p->value & 0xff;
  arr = realloc(arr, 8 * sizeof *arr);
  arr[7] = k;
  char *zero = malloc(0);
  free(zero);
  int sum = arr[7];
  for (int i = 0; i < k; i++)
    sum += arr[i];
  free(arr);
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return sum & 0x7f;
}
