/*
 * Small CLI workload for the hyperfine fixtures of bench-verdict.
 *
 *   workload primes   SCALE  - count primes by trial division      (same code in base and head)
 *   workload newton   SCALE  - Newton square roots                 (same code in base and head)
 *   workload checksum SCALE  - FNV-1a over a buffer                (head FASTER: drops a redundant re-verification pass)
 *   workload crc      SCALE  - bitwise CRC-32 over a buffer        (head SLOWER: adds a second "paranoid" CRC of part of the data)
 *
 * The kernels are latency-bound dependency chains over tiny (L1-resident)
 * buffers, so their run time barely depends on what other tenants of the
 * (shared, 2-vCPU) machine are doing. SCALE multiplies the amount of work
 * (1 -> roughly 10-20 ms).
 *
 * Build:
 *   cc -O2 -o build-base/workload workload.c
 *   cc -O2 -DHEAD -o build-head/workload workload.c
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef CHECKSUM_VERIFY_PCT
#define CHECKSUM_VERIFY_PCT 65 /* base re-hashes this % of every block */
#endif
#ifndef CRC_EXTRA_PCT
#define CRC_EXTRA_PCT 36 /* head runs a second CRC over this % of every block */
#endif

static volatile uint64_t sink;

static uint64_t xorshift(uint64_t *s) {
    uint64_t x = *s;
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    return *s = x;
}

/* ---- primes: unchanged ---- */
static void do_primes(int scale) {
    uint32_t limit = 120000u * (uint32_t)scale, count = 0;
    for (uint32_t n = 2; n <= limit; n++) {
        int prime = 1;
        for (uint32_t d = 2; d * d <= n; d++)
            if (n % d == 0) { prime = 0; break; }
        count += prime;
    }
    sink = count;
}

/* ---- newton: unchanged ---- */
static void do_newton(int scale) {
    /* square roots of 1..N by 3 Newton steps from a power-of-two guess (FP-division chain) */
    double acc = 0;
    for (int rep = 0; rep < scale * 120; rep++) {
        for (int i = 1; i <= 20000; i++) {
            int bits = 32 - __builtin_clz((unsigned)i);
            double a = i, r = (double)(1u << ((bits + 1) / 2));
            for (int k = 0; k < 3; k++) r = 0.5 * (r + a / r);
            acc += r;
        }
    }
    sink = (uint64_t)acc;
}

/* ---- checksum ---- */
static uint64_t fnv1a(const unsigned char *p, size_t n) {
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) { h ^= p[i]; h *= 1099511628211ull; }
    return h;
}

static void do_checksum(int scale) {
    enum { BLOCK = 8192 };
    static unsigned char buf[BLOCK];
    uint64_t s = 42, acc = 0;
    for (int rep = 0; rep < scale * 720; rep++) {
        for (size_t i = 0; i < BLOCK; i += 8) { uint64_t r = xorshift(&s); memcpy(buf + i, &r, 8); }
        uint64_t h = fnv1a(buf, BLOCK);
#ifndef HEAD
        /* base: re-verifies the first part of the block a second time (redundant work). */
        if (fnv1a(buf, BLOCK / 100 * CHECKSUM_VERIFY_PCT) == 0) h ^= 1;
#endif
        acc += h;
    }
    sink = acc;
}

/* ---- crc ---- */
static uint32_t crc32_bitwise(const unsigned char *p, size_t n, uint32_t crc) {
    crc = ~crc;
    for (size_t i = 0; i < n; i++) {
        crc ^= p[i];
        for (int k = 0; k < 8; k++) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

static void do_crc(int scale) {
    enum { BLOCK = 4096 };
    static unsigned char buf[BLOCK];
    uint64_t s = 7, acc = 0;
    for (int rep = 0; rep < scale * 260; rep++) {
        for (size_t i = 0; i < BLOCK; i += 8) { uint64_t r = xorshift(&s); memcpy(buf + i, &r, 8); }
        uint32_t c = crc32_bitwise(buf, BLOCK, 0);
#ifdef HEAD
        /* head: "paranoid" mode re-computes the CRC of the block's head with a different seed. */
        c ^= crc32_bitwise(buf, BLOCK / 100 * CRC_EXTRA_PCT, 0x5bd1e995u);
#endif
        acc += c;
    }
    sink = acc;
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: %s primes|newton|checksum|crc SCALE\n", argv[0]); return 2; }
    int scale = atoi(argv[2]);
    if (scale < 1) scale = 1;
    if (!strcmp(argv[1], "primes")) do_primes(scale);
    else if (!strcmp(argv[1], "newton")) do_newton(scale);
    else if (!strcmp(argv[1], "checksum")) do_checksum(scale);
    else if (!strcmp(argv[1], "crc")) do_crc(scale);
    else { fprintf(stderr, "unknown workload %s\n", argv[1]); return 2; }
    return 0;
}
