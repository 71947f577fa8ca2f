import { lazyWords, loadPageWords, needsEveryLanguage } from "../../../i18n/lazy-words.ts";

/** The upsell's fixed words, per site language (English for a language without its own). */
export interface UpsellStrings {
  /** The heading when the editor gave none. */
  title: string;
  addToCart: string;
  adding: string;
  /** The button's accessible name: "Add Summit Parka to cart". */
  addLabel: (name: string) => string;
  addingLabel: (name: string) => string;
  added: string;
  /** Content spec §8: the failure's title, above the cart's message. */
  failed: string;
  price: { sale: string; was: string; price: string };
}

const en: UpsellStrings = {
  title: "Complete the look",
  addToCart: "Add to cart",
  adding: "Adding…",
  addLabel: (name) => `Add ${name} to cart`,
  addingLabel: (name) => `Adding ${name} to cart…`,
  added: "Added to your cart",
  failed: "Something went wrong",
  price: { sale: "Sale price", was: "was", price: "Price" },
};

/** The upsell's words: English here, French and German in chunks of their own (i18n/lazy-words.ts). */
export const upsellWords = lazyWords<UpsellStrings>(en, { fr: () => import("./upsell-strings.fr.ts"), de: () => import("./upsell-strings.de.ts") });
if (needsEveryLanguage) await upsellWords.loadAll();
else await loadPageWords(upsellWords);
