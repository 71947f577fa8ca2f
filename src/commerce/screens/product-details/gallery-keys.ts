/** Pictures are square, this many pixels wide. */
export const SIZE = 1000;

/** ← → Home End as moves over `count` pictures; undefined for other keys. */
export function pictureForKey(key: string, current: number, count: number): number | undefined {
  if (key === "ArrowRight") return Math.min(count - 1, current + 1);
  if (key === "ArrowLeft") return Math.max(0, current - 1);
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}
