import { use } from "react";
import { siteById } from "../../contracts/sites.ts";

/** A module of one language's words: `export default { … }`. */
export type WordsModule<Words> = () => Promise<{ default: Words }>;

/** A screen's words: English in the screen's own code, each other language in a chunk of its own. */
export interface LazyWords<Words> {
  /** The words of the site's language when it has loaded (`useWords` saw to it), English otherwise. */
  of(siteId: string): Words;
  /**
   * In a component: the words of the site's language, suspending until they load when the page
   * changed language in the browser (a hydrating page has its language already: `loadPageWords`).
   */
  useWords(siteId: string): Words;
  /** Starts loading a language (once); resolves to its words. */
  load(language: string): Promise<Words>;
  /** Every language: the server and the unit tests render any site at once. */
  loadAll(): Promise<void>;
}

/**
 * Words per language, loaded by language (docs/decisions/0021). A page is in one language, and
 * a screen's words in three languages weighed more than its code (the cart's: 6 KB of 7.5 gzip),
 * so only English, the fallback, travels with the code and French or German load beside it.
 *
 * The words' module awaits, at its top level, every language on the server and in tests (a server
 * render never suspends on words) and the page's language in the browser (`loadPageWords`): the
 * code that imports the words is ready only with them, so hydration never suspends on words (a
 * suspension there made React 19 report a hydration mismatch and render the block again).
 */
export function lazyWords<Words>(english: Words, others: Readonly<Record<string, WordsModule<Words>>>): LazyWords<Words> {
  const loaded = new Map<string, Words>([["en", english]]);
  const pending = new Map<string, Promise<Words>>();
  const load = (language: string): Promise<Words> => {
    const ready = loaded.get(language);
    if (ready) return Promise.resolve(ready);
    const loader = others[language];
    if (!loader) return Promise.resolve(english);
    let loading = pending.get(language);
    if (!loading) {
      loading = loader().then(
        (module) => {
          loaded.set(language, module.default);
          return module.default;
        },
        (error: unknown) => {
          // A failed chunk (the network dropped) is asked for again next time, not remembered.
          pending.delete(language);
          throw error;
        },
      );
      pending.set(language, loading);
    }
    return loading;
  };
  const languageOf = (siteId: string) => siteById(siteId).language;
  return {
    of: (siteId) => loaded.get(languageOf(siteId)) ?? english,
    useWords(siteId) {
      const language = languageOf(siteId);
      return loaded.get(language) ?? use(load(language));
    },
    load,
    loadAll: async () => {
      await Promise.all(Object.keys(others).map(load));
    },
  };
}

/**
 * Whether words are needed at once in every language: a server render, a unit test, or code the
 * server runs outside Vite (the Node server's own imports, through tsx: no `import.meta.env`, e.g.
 * the commerce client's error messages for the shopper facts). Folds to `false` in the browser build.
 */
export const needsEveryLanguage = !import.meta.env || import.meta.env.SSR || import.meta.env.MODE === "test";

/**
 * In the browser: loads the words of the page's language (`<html lang>`). A failed load leaves
 * English, and `useWords` asks again when the block renders.
 */
export async function loadPageWords(words: LazyWords<unknown>): Promise<void> {
  if (typeof document === "undefined") return;
  const language = document.documentElement.lang.split("-")[0]?.toLowerCase();
  if (language) await words.load(language).catch(() => undefined);
}
