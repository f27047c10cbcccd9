export default { test: { include: [], benchmark: { include: ['**/*.bench.ts'] } } }
