/* Enumerator for programs/heap_list.c.
 *
 * Reduction: a value vals[i] reaches a branch only through `vals[i] > 0`
 * (line 25), `head->value == 42` (line 30, head = the last positive value)
 * and `sum == 100` (line 34, sum = wrapping sum of the positive values).
 * Each vals[i] ranges over D = {INT_MIN, -1, 0, 1, 2, 41, 42, 43, 56, 57,
 * 58, 99, 100, INT_MAX} (14^4 = 38416 inputs).
 * Completeness: a path is fixed by the positivity pattern S (16 choices)
 * and, when S is non-empty, by (head == 42, sum == 100) with sum == 100 only
 * tested when head == 42: at most 1 + 15 * 3 = 46 signatures. D witnesses
 * 42 of them; the 4 missing ones (|S| = 1, head == 42, sum == 100) are
 * infeasible because then sum == head == 42. So the counts are exact.
 * Engine assumptions: malloc of a concrete size never returns NULL (the
 * `if (!n)` in push is concrete false); the loops over the list are
 * concrete (pointers are concrete); `return sum > 0` is a zext, not a
 * branch. Reading old->value after free(old) (line 35) is a use-after-free
 * memory error (KLEE: "memory error: use after free", kind ptr).
 */
#include "sig.h"
#include <limits.h>

struct node {
  int value;
  struct node *next;
};

static int vals[4];

static struct node *push(struct node *head, int v) {
  struct node *n = malloc(sizeof *n);
  if (B(1, !n))
    return head;
  n->value = v;
  n->next = head;
  return n;
}

static int prog(void) {
  struct node *head = 0;
  for (int i = 0; B(2, i < 4); i++)
    if (B(3, vals[i] > 0))
      head = push(head, vals[i]);
  int sum = 0;
  for (struct node *p = head; B(4, p); p = p->next)
    sum = (int)((unsigned)sum + (unsigned)p->value);
  if (B(5, head) && B(6, head->value == 42)) {
    struct node *old = head;
    head = head->next;
    free(old);
    if (B(7, sum == 100)) {
      while (head) { /* (not executed by the program; avoid leaks only) */
        struct node *next = head->next;
        free(head);
        head = next;
      }
      sig_bug("ptr", 35); /* old->value: use after free */
    }
  }
  while (B(8, head)) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return sum > 0;
}

int main(void) {
  static const int D[] = {INT_MIN, -1, 0, 1, 2, 41, 42, 43, 56, 57, 58, 99, 100, INT_MAX};
  const int nd = (int)(sizeof D / sizeof D[0]);
  for (int a = 0; a < nd; a++)
    for (int b = 0; b < nd; b++)
      for (int c = 0; c < nd; c++)
        for (int d = 0; d < nd; d++) {
          vals[0] = D[a], vals[1] = D[b], vals[2] = D[c], vals[3] = D[d];
          sig_run(prog);
        }
  sig_print("heap_list.c");
  return 0;
}
