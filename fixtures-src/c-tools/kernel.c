/* Tiny CPU-bound kernel for valgrind/perf/time fixtures; -DHEAD adds a redundant second pass. */
#include <stdio.h>
#include <stdlib.h>

static unsigned checksum(const unsigned char *buf, size_t n) {
  unsigned h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ buf[i]) * 16777619u;
  return h;
}

int main(int argc, char **argv) {
  size_t n = argc > 1 ? (size_t)atol(argv[1]) : 200000;
  unsigned char *buf = malloc(n);
  for (size_t i = 0; i < n; i++) buf[i] = (unsigned char)(i * 31u);
  unsigned h = checksum(buf, n);
#ifdef HEAD
  h ^= checksum(buf, n / 4);
#endif
  printf("%u\n", h);
  free(buf);
  return 0;
}
