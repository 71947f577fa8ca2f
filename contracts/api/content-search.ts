import { z } from "zod/mini";

/**
 * Answers of the content service's search (`search/{siteId}/article` and `search/{siteId}/page`).
 * The storefront's article route checks them (server/fapi-articles.ts); the article grid imports
 * only their types, and checks the answer's outline by hand (decision 0013). In `zod/mini` from
 * when the browser checked them too (decision 0010). content.ts re-exports them with the content
 * service's other answers.
 */

const tag = z.strictObject({ id: z.string().check(z.minLength(1)), label: z.string().check(z.minLength(1)) });
/** A path on the site; missing for an unknown site. */
const sitePath = z.optional(z.string().check(z.startsWith("/")));

/** An article of `search/{siteId}/article` (content spec §3 Article). */
export const articleResult = z.strictObject({
  id: z.string(),
  slug: z.string(),
  /** The article's page on the site (`/{language-country}/{slug}`); missing for an unknown site. */
  url: sitePath,
  title: z.string(),
  subtitle: z.optional(z.string()),
  eyebrow: z.optional(z.string()),
  /** YYYY-MM-DD. */
  date: z.optional(z.iso.date()),
  hidePageDate: z.boolean(),
  picture: z.optional(z.looseObject({ url: z.string(), alt: z.string(), width: z.optional(z.number()), height: z.optional(z.number()) })),
  articleWidth: z.optional(z.string()),
  relatedQuery: z.optional(z.string()),
  tags: z.array(tag),
});

/** A content page of `search/{siteId}/page`. */
export const pageResult = z.strictObject({
  id: z.string(),
  slug: z.string(),
  url: sitePath,
  title: z.string(),
  description: z.optional(z.string()),
});

/** A tag facet: how many articles matching the words carry the tag, and whether it is selected. */
export const facet = z.strictObject({ id: z.string(), label: z.string(), count: z.int().check(z.positive()), selected: z.boolean() });

const searchAnswerOf = <T extends z.core.SomeType>(result: T) =>
  z.strictObject({
    result: z.array(result),
    facets: z.array(facet),
    numFound: z.int().check(z.nonnegative()),
    offset: z.int().check(z.nonnegative()),
    limit: z.int().check(z.positive()),
  });
export const articleSearchAnswer = searchAnswerOf(articleResult);
export const pageSearchAnswer = searchAnswerOf(pageResult);
