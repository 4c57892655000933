// The greedy packers of the cut solver. Both work on sizes that already include the saw kerf (piece length + kerf)
// against a capacity of (length + kerf), which is the kerf rule of cut-solver.ts turned into plain bin packing.

/** Indices of `sizes` from the longest to the shortest; ties keep the input order, so a plan is reproducible. */
function orderDecreasing(sizes: readonly number[], indices: readonly number[] = sizes.map((_, i) => i)): number[] {
  return [...indices].sort((a, b) => sizes[b]! - sizes[a]! || a - b);
}

/**
 * First-fit decreasing over identical bins of `capacity`: each item, longest first, goes into the first bin it fits
 * in, or a new one. Returns the bins as lists of indices into `sizes`, each list longest first.
 */
export function packFirstFitDecreasing(sizes: readonly number[], capacity: number, indices?: readonly number[]): number[][] {
  const bins: number[][] = [];
  const free: number[] = [];
  for (const item of orderDecreasing(sizes, indices)) {
    const size = sizes[item]!;
    let bin = 0;
    while (bin < free.length && free[bin]! < size) bin++;
    if (bin === free.length) {
      bins.push([]);
      free.push(capacity);
    }
    bins[bin]!.push(item);
    free[bin] = free[bin]! - size;
  }
  return bins;
}

/**
 * Best-fit decreasing into bins of different capacities (the offcuts in stock): each item, longest first, goes into
 * the bin whose free space is the smallest that still holds it, so the long offcuts stay free for the long pieces.
 * Items that no bin can hold are returned as `rest`. Every item in `rest` is longer than the free space every bin
 * has at the end (free space only shrinks), which is the "offcuts before bars" property the tests check.
 */
export function packBestFitDecreasing(
  sizes: readonly number[],
  capacities: readonly number[],
): { bins: number[][]; rest: number[] } {
  const bins: number[][] = capacities.map(() => []);
  const free = [...capacities];
  const rest: number[] = [];
  for (const item of orderDecreasing(sizes)) {
    const size = sizes[item]!;
    let best = -1;
    for (let bin = 0; bin < free.length; bin++) {
      if (free[bin]! >= size && (best < 0 || free[bin]! < free[best]!)) best = bin;
    }
    if (best < 0) {
      rest.push(item);
      continue;
    }
    bins[best]!.push(item);
    free[best] = free[best]! - size;
  }
  return { bins, rest };
}
