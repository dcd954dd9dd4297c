/* TestMutantsTimeout's program: some of its mutants never end. */
int main(void) {
  unsigned i;
  for (i = 0; i != 5; i++)
    ;
  return i;
}
