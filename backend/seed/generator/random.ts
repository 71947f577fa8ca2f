/**
 * The generator's only source of randomness: every choice comes from a PRNG seeded by a stable
 * key (a product's name, a variant's id), so a run gives byte-identical files and adding a
 * product leaves the others as they were.
 */

/** FNV-1a, 32 bits: a stable seed from a key. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast PRNG; the same key always gives the same sequence. */
export function rngFor(key: string) {
  let state = hash(key);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    sample<T>(items: readonly T[], n: number): T[] {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < n && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
      return out;
    },
  };
}
export type Rng = ReturnType<typeof rngFor>;
