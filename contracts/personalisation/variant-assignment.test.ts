import { describe, expect, it } from "vitest";
import { assignVariant, stableHash, type ExperienceConfig } from "./variant-assignment.ts";

type Variant = ExperienceConfig["variants"][number];
const variant = (name: string, allocation: number, label = name): Variant => ({ name, label, allocation });
const experience = (id: string, variants: Variant[], name = `${id} name`): ExperienceConfig => ({ id, name, variants });

/** Seeded generator (mulberry32) so that the sample is the same on every run. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Visitor ids shaped like the personalisation cookie: 32 hex digits. */
function visitorIds(count: number, seed = 2024): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join(""));
}

const SAMPLE = visitorIds(10_000);

function shares(config: ExperienceConfig, ids: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(config.variants.map((entry) => [entry.name, 0]));
  for (const id of ids) {
    const chosen = assignVariant(config, id);
    if (chosen) counts[chosen.name] = (counts[chosen.name] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(counts).map(([name, count]) => [name, (100 * count) / ids.length]));
}

const fiftyFifty = experience("exp-5050", [variant("Baseline", 50), variant("Experiment", 50)]);
const threeWay = experience("exp-203050", [variant("A", 20), variant("B", 30), variant("C", 50)]);

describe("stableHash", () => {
  it.each(["", "a", "exp-1:visitor", "ünïcödé"])("gives the same unsigned 32-bit value twice for %j", (text) => {
    const hash = stableHash(text);
    expect(stableHash(text)).toBe(hash);
    expect(Number.isInteger(hash) && hash >= 0 && hash < 2 ** 32).toBe(true);
  });

  it("tells different texts apart", () => {
    expect(new Set(SAMPLE.slice(0, 1000).map(stableHash)).size).toBeGreaterThan(995);
  });
});

describe("assignVariant", () => {
  it.each([
    { name: "50/50", config: fiftyFifty },
    { name: "20/30/50", config: threeWay },
  ])("keeps every visitor in the same variant ($name)", ({ config }) => {
    const copy = experience(config.id, config.variants.map((entry) => ({ ...entry })), config.name);
    for (const id of SAMPLE.slice(0, 500)) {
      const first = assignVariant(config, id);
      expect(assignVariant(config, id)).toBe(first);
      expect(assignVariant(copy, id)?.name).toBe(first?.name);
    }
  });

  it.each([
    { name: "50/50", config: fiftyFifty },
    { name: "20/30/50", config: threeWay },
  ])("splits 10,000 visitors within 2 points of the allocation ($name)", ({ config }) => {
    const actual = shares(config, SAMPLE);
    for (const entry of config.variants) {
      expect(Math.abs(actual[entry.name]! - entry.allocation), `${entry.name}: ${actual[entry.name]}%`).toBeLessThanOrEqual(2);
    }
  });

  it("buckets by experience too: one visitor does not land in the same variant of every experience", () => {
    const other = experience("exp-other", fiftyFifty.variants.slice());
    const same = SAMPLE.filter((id) => assignVariant(fiftyFifty, id)?.name === assignVariant(other, id)?.name).length;
    expect(Math.abs((100 * same) / SAMPLE.length - 50)).toBeLessThanOrEqual(2);
  });

  it.each([
    { name: "a 0% variant gets nobody", config: experience("exp-0", [variant("Never", 0), variant("Always", 100)]), never: "Never" },
    { name: "a 100% variant gets everybody", config: experience("exp-100", [variant("Always", 100), variant("Never", 0)]), never: "Never" },
  ])("$name", ({ config, never }) => {
    expect(SAMPLE.filter((id) => assignVariant(config, id)?.name === never)).toEqual([]);
  });

  it("an experience without variants assigns none", () => {
    expect(assignVariant(experience("exp-empty", []), SAMPLE[0]!)).toBeUndefined();
  });
});
