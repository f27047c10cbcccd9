//! Small CPU-bound kernels shared by the libtest and Criterion.rs benchmarks.

pub fn crc32(data: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFFu32;
    for &byte in data {
        crc ^= byte as u32;
        for _ in 0..8 {
            crc = (crc >> 1) ^ (0xEDB8_8320 & 0u32.wrapping_sub(crc & 1));
        }
    }
    !crc
}

pub fn primes(limit: usize) -> usize {
    let mut sieve = vec![true; limit + 1];
    let mut count = 0;
    for i in 2..=limit {
        if sieve[i] {
            count += 1;
            let mut j = i * i;
            while j <= limit {
                sieve[j] = false;
                j += i;
            }
        }
    }
    count
}

pub fn newton(n: u32) -> f64 {
    let mut total = 0.0;
    for k in 1..n {
        let k = k as f64;
        let mut x = k;
        for _ in 0..8 {
            x = 0.5 * (x + k / x);
        }
        total += x;
    }
    total
}
