/**
 * Query text rules of product search, as pure functions (search-text.test.ts): how a query is
 * normalised and cut into words, which words mean the same, and how the words that the
 * database resolved (search-terms.ts) become one full-text query.
 */

/** Most words of a query that are searched (the rest are ignored). */
export const MAX_QUERY_WORDS = 8;

/**
 * Lower case, accents removed (as Postgres `unaccent` does for Latin letters), anything but
 * letters and digits turned into spaces: "Men's  Gore-Tex PARKA" → "men s gore tex parka".
 */
export function normaliseText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .replace(/[øØ]/g, "o")
    .replace(/[æÆ]/g, "ae")
    .replace(/[œŒ]/g, "oe")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The words of a query: single letters dropped ("men s" → "men"), digits kept, at most MAX_QUERY_WORDS. */
export function queryWords(text: string): string[] {
  return normaliseText(text)
    .split(" ")
    .filter((word) => word.length > 1 || /\d/.test(word))
    .slice(0, MAX_QUERY_WORDS);
}

/**
 * Words shoppers use for what the catalogue calls otherwise. A word is searched as itself OR
 * any of these (so "pants" also finds trousers); a word whose expansion has several words
 * ("goretex") is replaced by them.
 */
const ALTERNATIVES: Record<string, string[]> = {
  pants: ["trousers"],
  pant: ["trousers"],
  trousers: ["pants"],
  trouser: ["pants"],
  hoodie: ["hoody"],
  hoody: ["hoodie"],
  tshirt: ["tee"],
  shirt: ["tee"],
  sneaker: ["shoe"],
  sneakers: ["shoe"],
  trainers: ["shoe"],
  backpack: ["pack", "daypack"],
  rucksack: ["pack", "daypack"],
  coat: ["jacket", "parka"],
  gray: ["grey"],
  children: ["kids"],
  child: ["kids"],
  youth: ["kids"],
  toque: ["beanie"],
  vest: ["gilet"],
  gilet: ["vest"],
};
const EXPANSIONS: Record<string, string[]> = {
  goretex: ["gore", "tex"],
  tshirts: ["tee"],
};

export interface QueryWord {
  /** The word as the shopper wrote it (normalised). */
  word: string;
  /** Other words that count as a match for it. */
  alternatives: string[];
}

export function expandWords(words: readonly string[]): QueryWord[] {
  return words.flatMap((word) => (EXPANSIONS[word] ?? [word]).map((part) => ({ word: part, alternatives: part === word ? (ALTERNATIVES[word] ?? []) : [] })));
}

/** How the database resolved one query word (search-terms.ts). */
export type ResolvedWord =
  | { kind: "stopword"; word: string }
  /** Found as written (or as its stem); `completions` of the last word are offered by autosuggest. */
  | { kind: "exact"; word: string; completions: string[]; alternatives: string[] }
  /** The start of catalogue words (the word being typed): searched as any of them. */
  | { kind: "prefix"; word: string; completions: string[]; alternatives: string[] }
  /** Not found; the closest catalogue word by trigram similarity. */
  | { kind: "corrected"; word: string; correction: string; alternatives: string[] }
  | { kind: "unmatched"; word: string; alternatives: string[] };

export interface SearchPlan {
  /** `to_tsquery('english', …)` text: terms joined by &, alternatives by |; undefined when nothing is searched. */
  tsquery: string | undefined;
  /** The words searched for, after correction (for ranking by similarity and for "did you mean"). */
  searchedText: string;
  /** Set when a word was corrected: the query as searched. */
  correctedTerm: string | null;
  unmatchedTerms: string[];
}

/** Only letters and digits reach a tsquery (normaliseText guarantees it; this keeps it so). */
const lexeme = (word: string) => word.replace(/[^a-z0-9]/g, "");

export function planSearch(resolved: readonly ResolvedWord[]): SearchPlan {
  const groups: string[] = [];
  const searched: string[] = [];
  const unmatched: string[] = [];
  let corrected = false;
  for (const entry of resolved) {
    if (entry.kind === "stopword") continue;
    const main = entry.kind === "corrected" ? entry.correction : entry.word;
    const own = entry.kind === "prefix" ? entry.completions : [main];
    const terms = [...own, ...entry.alternatives].map(lexeme).filter((term) => term.length > 0);
    if (entry.kind === "unmatched" && entry.alternatives.length === 0) {
      unmatched.push(entry.word);
      continue;
    }
    if (entry.kind === "corrected") corrected = true;
    // An unmatched word with alternatives is searched by its alternatives alone.
    const usable = entry.kind === "unmatched" ? entry.alternatives.map(lexeme).filter((term) => term.length > 0) : terms;
    groups.push(usable.length > 1 ? `(${[...new Set(usable)].join(" | ")})` : usable[0]!);
    searched.push(main);
  }
  return {
    tsquery: unmatched.length > 0 || groups.length === 0 ? undefined : groups.join(" & "),
    searchedText: searched.join(" "),
    correctedTerm: corrected ? searched.join(" ") : null,
    unmatchedTerms: unmatched,
  };
}
