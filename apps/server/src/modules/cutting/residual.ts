// The small packing problems the column generation's rounding leaves: after the bars that the LP solution uses at
// least once are fixed, the "residual" pieces (by count of each distinct size) still need bars. Two ways to pack them:
// first-fit decreasing (instant, gives a complete plan at every step of the rounding, so the best one seen is kept)
// and an exact search with a node limit (the last few bars are where rounding loses the bar that separates a plan
// from its lower bound; a search over the residual finds it when it exists and the residual is small).

/** Counts per size (same order as `weights`) of each bar, first-fit decreasing. `weights` longest first. */
export function packCountsFfd(weights: readonly number[], need: readonly number[], capacity: number): number[][] {
  const bars: number[][] = [];
  const free: number[] = [];
  weights.forEach((w, j) => {
    for (let k = 0; k < need[j]!; k++) {
      let bar = 0;
      while (bar < free.length && free[bar]! < w) bar++;
      if (bar === free.length) {
        bars.push(weights.map(() => 0));
        free.push(capacity);
      }
      bars[bar]![j]!++;
      free[bar] = free[bar]! - w;
    }
  });
  return bars;
}

/**
 * Packs the residual `need` into at most `bars` bars, or says it could not within `nodeLimit` search nodes (undefined:
 * either no such packing exists or the search gave up). Bin completion: each bar starts with the longest piece left
 * (it must go somewhere, and the bars are interchangeable) and is completed by a set of the other pieces, tried from
 * the longest pieces down; a bar is only closed when no piece left fits in its room (a bar with room for one more piece
 * is never better). The waste allowed, bars x capacity - sum of the pieces, prunes: a completion that wastes more
 * than what is left of it cannot lead to `bars` bars.
 */
export function packCountsExact(
  weights: readonly number[],
  need: readonly number[],
  capacity: number,
  bars: number,
  nodeLimit: number,
  /** Receives the nodes searched (the work budget counts them). */
  counter?: { nodes: number },
): number[][] | undefined {
  const left = [...need];
  const total = weights.reduce((sum, w, j) => sum + w * left[j]!, 0);
  if (total === 0) return [];
  const allowance = bars * capacity - total;
  if (allowance < 0) return undefined;
  const open: number[][] = [];
  let nodes = 0;

  const longestLeft = () => left.findIndex((count) => count > 0);
  const fitsLeft = (room: number) => {
    for (let j = 0; j < weights.length; j++) if (left[j]! > 0 && weights[j]! <= room) return true;
    return false;
  };

  // Fills the current bar (open's last) from size index `from` on; returns true when the whole residual got packed.
  const complete = (room: number, from: number, waste: number): boolean => {
    if (++nodes > nodeLimit) return false;
    const bar = open.at(-1)!;
    for (let j = from; j < weights.length; j++) {
      const w = weights[j]!;
      if (left[j]! === 0 || w > room) continue;
      // More copies first: fuller bars first.
      for (let copies = Math.min(left[j]!, Math.floor(room / w)); copies >= 1; copies--) {
        left[j]! -= copies;
        bar[j]! += copies;
        if (complete(room - w * copies, j + 1, waste)) return true;
        left[j]! += copies;
        bar[j]! -= copies;
        if (nodes > nodeLimit) return false;
      }
    }
    // Close the bar only if nothing left fits in its room (otherwise a fuller bar dominates it).
    if (fitsLeft(room) || waste + room > allowance) return false;
    return next(waste + room);
  };

  const next = (waste: number): boolean => {
    const j = longestLeft();
    if (j < 0) return true;
    if (open.length === bars) return false;
    const bar = weights.map(() => 0);
    bar[j] = 1;
    left[j]!--;
    open.push(bar);
    const done = complete(capacity - weights[j]!, j, waste);
    if (!done) {
      open.pop();
      left[j]!++;
    }
    return done;
  };

  const done = next(0);
  if (counter) counter.nodes += Math.min(nodes, nodeLimit);
  return done ? open : undefined;
}
