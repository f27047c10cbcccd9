//! libtest `#[bench]` benchmarks (nightly feature; built here with RUSTC_BOOTSTRAP=1).
#![feature(test)]
extern crate test;

use benchfixture::{crc32, newton, primes};
use test::{black_box, Bencher};

#[bench]
fn crc32_1024(b: &mut Bencher) {
    let data = vec![7u8; 1024];
    b.bytes = 1024;
    b.iter(|| crc32(black_box(&data)));
}

#[bench]
fn crc32_16384(b: &mut Bencher) {
    let data = vec![7u8; 16384];
    b.iter(|| crc32(black_box(&data)));
}

#[bench]
fn primes_20000(b: &mut Bencher) {
    b.iter(|| primes(black_box(20000)));
}

#[bench]
fn newton_200(b: &mut Bencher) {
    b.iter(|| newton(black_box(200)));
}

#[bench]
fn empty(b: &mut Bencher) {
    b.iter(|| black_box(0));
}

#[test]
fn primes_are_counted() {
    assert_eq!(primes(20000), 2262);
}
