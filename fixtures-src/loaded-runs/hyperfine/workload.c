/*
 * CLI workload for the loaded-runs hyperfine fixtures (fixtures/loaded-runs/hyperfine).
 *
 *   workload crc    - bitwise CRC-32 over a buffer   (B SLOWER ~+28 %: a second CRC over CRC_EXTRA_PCT %)
 *   workload fnv    - FNV-1a over a buffer           (B SLOWER ~+28 %: re-hashes FNV_EXTRA_PCT %)
 *   workload primes - primes by trial division       (unchanged)
 *
 * Build:  cc -O2 -o a/workload workload.c   and   cc -O2 -DVARIANT_B -o b/workload workload.c
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* Chosen so that B measures 25-30 % slower with process start-up included. */
#ifndef CRC_EXTRA_PCT
#define CRC_EXTRA_PCT 27
#endif
#ifndef FNV_EXTRA_PCT
#define FNV_EXTRA_PCT 30
#endif

static volatile uint64_t sink;
static unsigned char buf[8192];

static void fill(uint64_t s) {
    for (size_t i = 0; i < sizeof buf; i++) { s ^= s << 13; s ^= s >> 7; s ^= s << 17; buf[i] = (unsigned char)(s >> 24); }
}

static uint32_t crc32(const unsigned char *p, size_t n, uint32_t crc) {
    crc = ~crc;
    for (size_t i = 0; i < n; i++) {
        crc ^= p[i];
        for (int k = 0; k < 8; k++) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

static uint64_t fnv1a(const unsigned char *p, size_t n, uint64_t h) {
    for (size_t i = 0; i < n; i++) { h ^= p[i]; h *= 1099511628211ull; }
    return h;
}

static void do_crc(void) {
    uint64_t acc = 0;
    for (int rep = 0; rep < 300; rep++) {
        uint32_t c = crc32(buf, 4096, (uint32_t)rep);
#ifdef VARIANT_B
        c ^= crc32(buf, 4096 / 100 * CRC_EXTRA_PCT, 0x5bd1e995u);
#endif
        acc += c;
    }
    sink = acc;
}

static void do_fnv(void) {
    uint64_t acc = 0;
    for (int rep = 0; rep < 2500; rep++) {
        uint64_t h = fnv1a(buf, sizeof buf, 1469598103934665603ull + (uint64_t)rep);
#ifdef VARIANT_B
        h ^= fnv1a(buf, sizeof buf / 100 * FNV_EXTRA_PCT, h);
#endif
        acc += h;
    }
    sink = acc;
}

static void do_primes(void) {
    uint32_t count = 0;
    for (uint32_t n = 2; n <= 150000u; n++) {
        int prime = 1;
        for (uint32_t d = 2; d * d <= n; d++)
            if (n % d == 0) { prime = 0; break; }
        count += prime;
    }
    sink = count;
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: %s crc|fnv|primes\n", argv[0]); return 2; }
    fill(7);
    if (!strcmp(argv[1], "crc")) do_crc();
    else if (!strcmp(argv[1], "fnv")) do_fnv();
    else if (!strcmp(argv[1], "primes")) do_primes();
    else { fprintf(stderr, "unknown workload %s\n", argv[1]); return 2; }
    return 0;
}
