//! Criterion.rs 0.3 benchmarks: a group with throughput and parameters, and two plain functions.
use benchfixture::{crc32, newton, primes};
use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};

fn checksums(c: &mut Criterion) {
    let mut group = c.benchmark_group("crc32");
    for size in [1024usize, 16384] {
        let data = vec![7u8; size];
        group.throughput(Throughput::Bytes(size as u64));
        group.bench_with_input(BenchmarkId::from_parameter(size), &data, |b, data| {
            b.iter(|| crc32(black_box(data)))
        });
    }
    group.finish();
}

fn numeric(c: &mut Criterion) {
    c.bench_function("primes up to 20000", |b| b.iter(|| primes(black_box(20000))));
    c.bench_function("newton/200", |b| b.iter(|| newton(black_box(200))));
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).warm_up_time(std::time::Duration::from_millis(300)).measurement_time(std::time::Duration::from_secs(1));
    targets = checksums, numeric
}
criterion_main!(benches);
