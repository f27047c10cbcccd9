//go:build variantb

package kernels

// Variant B: a second pass over this % of the buffer in Crc32 and Fnv1a.
const extraPct = 28
