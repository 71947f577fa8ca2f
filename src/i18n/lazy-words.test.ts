import { describe, expect, test, vi } from "vitest";
import { lazyWords } from "./lazy-words.ts";

interface Words {
  hello: string;
}
const english: Words = { hello: "Hello" };
const french: Words = { hello: "Bonjour" };

describe("lazyWords", () => {
  test.each([
    ["an English site", "RL-US", "Hello"],
    ["a French site before its words loaded", "RL-CAFR", "Hello"],
    ["a German site, whose language has no module", "RL-DE", "Hello"],
  ])("of(): %s gets %s", (_case, siteId, expected) => {
    const words = lazyWords(english, { fr: async () => ({ default: french }) });
    expect(words.of(siteId).hello).toBe(expected);
  });

  test("a language loads once, and of() has it from then on", async () => {
    const loader = vi.fn(async () => ({ default: french }));
    const words = lazyWords(english, { fr: loader });
    const [first, second] = await Promise.all([words.load("fr"), words.load("fr")]);
    expect(first).toBe(french);
    expect(second).toBe(french);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(words.of("RL-CAFR")).toBe(french);
    expect(words.of("RL-CA")).toBe(english);
  });

  test("a failed load is not remembered: the next load asks again", async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error("chunk failed")).mockResolvedValueOnce({ default: french });
    const words = lazyWords<Words>(english, { fr: loader });
    await expect(words.load("fr")).rejects.toThrow("chunk failed");
    expect(words.of("RL-CAFR")).toBe(english);
    await expect(words.load("fr")).resolves.toBe(french);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  test("loadAll loads every language; English needs no load", async () => {
    const words = lazyWords(english, { fr: async () => ({ default: french }), de: async () => ({ default: { hello: "Hallo" } }) });
    await words.loadAll();
    expect(words.of("RL-CAFR").hello).toBe("Bonjour");
    expect(words.of("RL-DE").hello).toBe("Hallo");
    await expect(words.load("en")).resolves.toBe(english);
  });
});
