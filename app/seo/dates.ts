/** The latest of some ISO timestamps (undefined if none is a date). */
export function latest(...values: (string | null | undefined)[]): string | undefined {
  let best: string | undefined;
  let bestTime = -Infinity;
  for (const value of values) {
    const time = value ? Date.parse(value) : NaN;
    if (!Number.isNaN(time) && time > bestTime) {
      best = value!;
      bestTime = time;
    }
  }
  return best;
}
