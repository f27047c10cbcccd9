//go:build !variantb

package kernels

// Variant A: no extra pass.
const extraPct = 0
