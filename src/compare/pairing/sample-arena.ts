/**
 * Scratch room for the pooled sides of one pair at a time, behind `within`: a view it
 * hands out is valid only inside the `within` call that took it, which the one caller
 * (`PairMeasurer`) honours by returning only statistics. Kept, not replaced by fresh arrays per
 * side: they cost more than the sorting they hold (measured with `npm run bench suite`).
 */

/** Where pooling puts a side's sorted samples and logs: `length` values, written before read. */
export interface SampleRoom {
  take(length: number): Float64Array
}

/**
 * Room for the sorted samples and their logs of the sides being measured, carved from one buffer
 *: a Float64Array of more than eight values lives outside V8's heap, and allocating two
 * for each of the 40,000 sides of a large suite costs more than sorting them. `rewind` hands the
 * same room out again once a comparison is measured, so a whole suite reuses a few cache lines;
 * and since the sides of a suite mostly have the same sizes, the same views too (each new view
 * costs about as much as sorting 20 values, and the collector's time after). The buffer grows
 * (to the largest comparison's size) when a request does not fit; arrays already handed out keep
 * the old one.
 */
export class SampleArena implements SampleRoom {
  private buffer = new Float64Array(0)
  private used = 0
  /** The views handed out since the last rewind, in order, to hand out again when they fit. */
  private readonly views: Float64Array[] = []
  private taken = 0

  take(length: number): Float64Array {
    if (this.used + length > this.buffer.length) {
      this.buffer = new Float64Array(Math.max(2 * this.buffer.length, 4 * length, 64))
      this.used = 0
      this.views.length = 0
      this.taken = 0
    }
    const previous = this.views[this.taken]
    const view =
      previous?.length === length && previous.byteOffset === this.used * 8
        ? previous
        : this.buffer.subarray(this.used, this.used + length)
    this.views[this.taken++] = view
    this.used += length
    return view
  }

  /**
   * Runs `use` with the whole room free again: what earlier calls took is handed out anew, so
   * `use` must return nothing that holds room it took (numbers and fresh objects only). The
   * rewind is private to this call; no caller can reach a view of an earlier one through it.
   */
  within<T>(use: (room: SampleRoom) => T): T {
    this.used = 0
    this.taken = 0
    return use(this)
  }
}
