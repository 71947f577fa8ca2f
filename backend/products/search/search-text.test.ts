import { describe, expect, test } from "vitest";
import { expandWords, MAX_QUERY_WORDS, normaliseText, planSearch, queryWords, type ResolvedWord } from "./search-text.ts";

describe("normaliseText and queryWords", () => {
  test.each([
    ["Men's  Gore-Tex PARKA", "men s gore tex parka", ["men", "gore", "tex", "parka"]],
    ["Montréal Crème Brûlée", "montreal creme brulee", ["montreal", "creme", "brulee"]],
    ["Straße Øre Æther", "strasse ore aether", ["strasse", "ore", "aether"]],
    ["-7°C 3 season", "7 c 3 season", ["7", "3", "season"]],
    ["  ", "", []],
    ["'; drop table products; --", "drop table products", ["drop", "table", "products"]],
  ])("%j", (text, normalised, words) => {
    expect(normaliseText(text)).toBe(normalised);
    expect(queryWords(text)).toEqual(words);
  });

  test(`at most ${MAX_QUERY_WORDS} words`, () => {
    expect(queryWords("a1 b2 c3 d4 e5 f6 g7 h8 i9 j10")).toHaveLength(MAX_QUERY_WORDS);
  });
});

describe("expandWords", () => {
  test("synonyms as alternatives; a compound replaced by its parts", () => {
    expect(expandWords(["pants", "goretex", "black"])).toEqual([
      { word: "pants", alternatives: ["trousers"] },
      { word: "gore", alternatives: [] },
      { word: "tex", alternatives: [] },
      { word: "black", alternatives: [] },
    ]);
  });
});

describe("planSearch", () => {
  const exact = (word: string, alternatives: string[] = []): ResolvedWord => ({ kind: "exact", word, completions: [], alternatives });

  test.each<[string, ResolvedWord[], { tsquery: string | undefined; searchedText: string; correctedTerm: string | null; unmatchedTerms: string[] }]>([
    ["words found as written", [exact("summit"), exact("parka")], { tsquery: "summit & parka", searchedText: "summit parka", correctedTerm: null, unmatchedTerms: [] }],
    [
      "a corrected word",
      [{ kind: "corrected", word: "sumit", correction: "summit", alternatives: [] }, exact("parka")],
      { tsquery: "summit & parka", searchedText: "summit parka", correctedTerm: "summit parka", unmatchedTerms: [] },
    ],
    ["stop words are left out", [{ kind: "stopword", word: "the" }, exact("tent")], { tsquery: "tent", searchedText: "tent", correctedTerm: null, unmatchedTerms: [] }],
    ["alternatives are ORed", [exact("pants", ["trousers"])], { tsquery: "(pants | trousers)", searchedText: "pants", correctedTerm: null, unmatchedTerms: [] }],
    [
      "the word being typed: any of its completions",
      [exact("down"), { kind: "prefix", word: "jack", completions: ["jacket", "jackets"], alternatives: [] }],
      { tsquery: "down & (jacket | jackets)", searchedText: "down jack", correctedTerm: null, unmatchedTerms: [] },
    ],
    [
      "an unmatched word finds nothing",
      [exact("parka"), { kind: "unmatched", word: "zzz", alternatives: [] }],
      { tsquery: undefined, searchedText: "parka", correctedTerm: null, unmatchedTerms: ["zzz"] },
    ],
    ["an unmatched word with a synonym is searched by the synonym", [{ kind: "unmatched", word: "toque", alternatives: ["beanie"] }], { tsquery: "beanie", searchedText: "toque", correctedTerm: null, unmatchedTerms: [] }],
    ["only stop words: nothing to search", [{ kind: "stopword", word: "the" }], { tsquery: undefined, searchedText: "", correctedTerm: null, unmatchedTerms: [] }],
  ])("%s", (_name, resolved, plan) => {
    expect(planSearch(resolved)).toEqual(plan);
  });
});
