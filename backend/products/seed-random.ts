/**
 * A small seeded pseudo-random generator (mulberry32 over an FNV-1a hash of a key), so that the
 * generated seed data is the same on every run: the same key gives the same sequence.
 */
export type Random = () => number;

export function seededRandom(key: string): Random {
  let state = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    state ^= key.charCodeAt(index);
    state = Math.imul(state, 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from `min` to `max`, both included. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** `n` distinct items in a random order. */
export function pickDistinct<T>(random: Random, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < n && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}
