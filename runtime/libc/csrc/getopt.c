/*
 * getopt.c - getopt, getopt_long and getopt_long_only with glibc's globals
 * and messages.
 *
 * Arguments are ordered as glibc orders them. By default they are
 * permuted (GNU): non-options are skipped and moved, in their order,
 * behind the options, so "cat - -n" sees the option -n and then the file
 * "-"; an optstring starting with '+', or POSIXLY_CORRECT in the
 * environment, stops at the first non-option (POSIX); one starting with
 * '-' returns each non-option as the argument of option 1. "--" ends the
 * options. Long options take their argument after '=' or, if required, as
 * the next argument; unique prefixes of long option names are accepted.
 * Setting optind to 0 restarts the scan.
 */
#include "symx_libc.h"

#include <getopt.h>
#include <stdlib.h>
#include <string.h>

char *optarg;
int optind = 1;
int opterr = 1;
int optopt = '?';

static char *nextchar; /* rest of a group of short options ("-abc") */
/* The non-options skipped so far under permutation are argv[first_nonopt]
 * .. argv[last_nonopt-1]. */
static int first_nonopt, last_nonopt, initialized;
enum { PERMUTE, REQUIRE_ORDER, RETURN_IN_ORDER };
static int ordering; /* decided when the scan starts, as glibc does */
/* glibc keeps optopt in its scanner state (initially 0) and copies it to
 * the global after every call. */
static int cur_optopt;

/* long_opt handles the long option at name (the text after the prefix
 * "--" or "-"). Returns -2 if no long option matches (the caller
 * decides). */
static int long_opt(int argc, char *const argv[], char *name,
                    const char *prefix, const struct option *lo,
                    int *longindex, int quiet, int colon) {
  const char *prog = argv[0];
  char *end = name;
  while (*end && *end != '=')
    end++;
  size_t len = (size_t)(end - name);
  int match = -1, exact = 0, ambig = 0;
  for (int i = 0; lo[i].name; i++) {
    if (strncmp(lo[i].name, name, len) != 0)
      continue;
    if (strlen(lo[i].name) == len) {
      match = i;
      exact = 1;
      break;
    }
    if (match < 0)
      match = i;
    else if (lo[i].has_arg != lo[match].has_arg ||
             lo[i].flag != lo[match].flag || lo[i].val != lo[match].val)
      ambig = 1;
  }
  if (ambig && !exact) {
    if (!quiet) {
      fprintf(stderr, "%s: option '%s%s' is ambiguous; possibilities:", prog,
              prefix, name);
      for (int i = 0; lo[i].name; i++)
        if (strncmp(lo[i].name, name, len) == 0)
          fprintf(stderr, " '%s%s'", prefix, lo[i].name);
      fprintf(stderr, "\n");
    }
    nextchar = NULL;
    optind++;
    cur_optopt = 0;
    return '?';
  }
  if (match < 0)
    return -2;

  const struct option *o = &lo[match];
  nextchar = NULL;
  optind++;
  if (*end == '=') {
    if (o->has_arg == no_argument) {
      if (!quiet)
        fprintf(stderr, "%s: option '%s%s' doesn't allow an argument\n", prog,
                prefix, o->name);
      cur_optopt = o->val;
      return '?';
    }
    optarg = end + 1;
  } else if (o->has_arg == required_argument) {
    if (optind < argc) {
      optarg = argv[optind++];
    } else {
      if (!quiet)
        fprintf(stderr, "%s: option '%s%s' requires an argument\n", prog,
                prefix, o->name);
      cur_optopt = o->val;
      return colon ? ':' : '?';
    }
  }
  if (longindex)
    *longindex = match;
  if (o->flag) {
    *o->flag = o->val;
    return 0;
  }
  return o->val;
}

/* exchange moves the skipped non-options argv[first_nonopt..last_nonopt)
 * behind the options argv[last_nonopt..optind) that followed them, keeping
 * the order within each block (glibc's exchange). */
static void exchange(char **argv) {
  int bottom = first_nonopt, middle = last_nonopt, top = optind;
  while (top > middle && middle > bottom) {
    if (top - middle > middle - bottom) {
      int len = middle - bottom;
      for (int i = 0; i < len; i++) {
        char *t = argv[bottom + i];
        argv[bottom + i] = argv[top - len + i];
        argv[top - len + i] = t;
      }
      top -= len;
    } else {
      int len = top - middle;
      for (int i = 0; i < len; i++) {
        char *t = argv[bottom + i];
        argv[bottom + i] = argv[middle + i];
        argv[middle + i] = t;
      }
      bottom += len;
    }
  }
  first_nonopt += optind - last_nonopt;
  last_nonopt = optind;
}

static int nonoption(char *arg) { return arg[0] != '-' || arg[1] == 0; }

static int scan(int argc, char *const argv[], const char *optstring,
                const struct option *longopts, int *longindex,
                int long_only) {
  const char *prog = argv[0];
  if (optind == 0 || !initialized) {
    if (optind == 0)
      optind = 1;
    first_nonopt = last_nonopt = optind;
    nextchar = NULL;
    initialized = 1;
    ordering = *optstring == '-'                                 ? RETURN_IN_ORDER
               : *optstring == '+' || getenv("POSIXLY_CORRECT") ? REQUIRE_ORDER
                                                                 : PERMUTE;
  }
  optarg = NULL;
  if (*optstring == '-' || *optstring == '+')
    optstring++;
  int colon = *optstring == ':';
  int quiet = !opterr || colon;

  if (!nextchar || !*nextchar) {
    nextchar = NULL;
    /* The caller may have moved optind back. */
    if (last_nonopt > optind)
      last_nonopt = optind;
    if (first_nonopt > optind)
      first_nonopt = optind;
    char **av = (char **)argv;
    if (ordering == PERMUTE) {
      if (first_nonopt != last_nonopt && last_nonopt != optind)
        exchange(av);
      else if (last_nonopt != optind)
        first_nonopt = optind;
      while (optind < argc && nonoption(argv[optind]))
        optind++;
      last_nonopt = optind;
    }
    if (optind != argc && strcmp(argv[optind], "--") == 0) {
      optind++;
      if (first_nonopt != last_nonopt && last_nonopt != optind)
        exchange(av);
      else if (first_nonopt == last_nonopt)
        first_nonopt = optind;
      last_nonopt = argc;
      optind = argc;
    }
    if (optind >= argc) {
      /* The non-options skipped come next, for the caller. */
      if (first_nonopt != last_nonopt)
        optind = first_nonopt;
      return -1;
    }
    char *arg = argv[optind];
    if (nonoption(arg)) {
      if (ordering == REQUIRE_ORDER)
        return -1;
      optarg = arg;
      optind++;
      return 1;
    }
    if (longopts && arg[1] == '-') {
      int r = long_opt(argc, argv, arg + 2, "--", longopts, longindex, quiet,
                       colon);
      if (r != -2)
        return r;
      if (!quiet)
        fprintf(stderr, "%s: unrecognized option '--%s'\n", prog, arg + 2);
      optind++;
      cur_optopt = 0;
      return '?';
    }
    if (longopts && long_only && (arg[2] || !strchr(optstring, arg[1]))) {
      int r = long_opt(argc, argv, arg + 1, "-", longopts, longindex, quiet,
                       colon);
      if (r != -2)
        return r;
      if (!strchr(optstring, arg[1])) {
        if (!quiet)
          fprintf(stderr, "%s: unrecognized option '-%s'\n", prog, arg + 1);
        optind++;
        cur_optopt = 0;
        return '?';
      }
    }
    nextchar = arg + 1;
  }

  char c = *nextchar++;
  const char *spec = c == ':' || c == ';' ? NULL : strchr(optstring, c);
  if (!spec) {
    if (!quiet)
      fprintf(stderr, "%s: invalid option -- '%c'\n", prog, c);
    cur_optopt = c;
    if (!*nextchar) {
      optind++;
      nextchar = NULL;
    }
    return '?';
  }
  if (spec[1] != ':') {
    if (!*nextchar) {
      optind++;
      nextchar = NULL;
    }
    return c;
  }
  if (spec[2] == ':') { /* optional argument: only attached */
    optarg = *nextchar ? nextchar : NULL;
    optind++;
    nextchar = NULL;
    return c;
  }
  if (*nextchar) {
    optarg = nextchar;
    optind++;
  } else if (optind + 1 < argc) {
    optarg = argv[optind + 1];
    optind += 2;
  } else {
    if (!quiet)
      fprintf(stderr, "%s: option requires an argument -- '%c'\n", prog, c);
    cur_optopt = c;
    optind++;
    nextchar = NULL;
    return colon ? ':' : '?';
  }
  nextchar = NULL;
  return c;
}

static int run(int argc, char *const argv[], const char *optstring,
               const struct option *longopts, int *longindex, int long_only) {
  int r = scan(argc, argv, optstring, longopts, longindex, long_only);
  optopt = cur_optopt;
  return r;
}

int getopt(int argc, char *const argv[], const char *optstring) {
  return run(argc, argv, optstring, NULL, NULL, 0);
}

/* <unistd.h> in strict POSIX modes redirects getopt to __posix_getopt. */
int __posix_getopt(int argc, char *const argv[], const char *optstring) {
  return run(argc, argv, optstring, NULL, NULL, 0);
}

int getopt_long(int argc, char *const argv[], const char *optstring,
                const struct option *longopts, int *longindex) {
  return run(argc, argv, optstring, longopts, longindex, 0);
}

int getopt_long_only(int argc, char *const argv[], const char *optstring,
                     const struct option *longopts, int *longindex) {
  return run(argc, argv, optstring, longopts, longindex, 1);
}
