export default { test: { include: [], benchmark: { include: ['samples.bench.ts'], includeSamples: true } } }
