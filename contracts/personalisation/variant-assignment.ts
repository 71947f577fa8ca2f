/**
 * Which variant of an experience a visitor sees: a deterministic weighted assignment by visitor
 * id (content spec §3, the `monetateId`), so that a visitor keeps a variant across visits. The
 * personalisation engine decides with it; the storefront's fixture decisions (stories, tests,
 * pages without an engine) use the same rule so that both agree.
 */

export interface ExperienceConfig {
  id: string;
  name: string;
  /** Paused experiences are never decided (default active). */
  status?: "active" | "paused";
  /** Variants with their share of traffic, in percent; shares add up to 100. */
  variants: readonly { name: string; label: string; allocation: number }[];
}

/** FNV-1a, 32 bit: a fast stable hash so that a visitor keeps the same variant. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The variant a visitor falls into: a bucket in [0, 10000) walked through the allocations. */
export function assignVariant(experience: ExperienceConfig, visitorId: string) {
  const bucket = stableHash(`${experience.id}:${visitorId}`) % 10_000;
  let upper = 0;
  for (const variant of experience.variants) {
    upper += variant.allocation * 100;
    if (bucket < upper) return variant;
  }
  return experience.variants.at(-1);
}
