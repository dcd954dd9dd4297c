int ntokens(const char *s);
