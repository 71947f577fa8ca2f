import { z } from "zod";
import { footerDocument, menuDocument } from "../../../app/content/layout-content.ts";

/**
 * Answers of the content service (CaaS) and its admin endpoint, as zod schemas: the tests
 * validate every answer against them, and consumers (the storefront's article grid and preview
 * viewer) can parse with them. Documents themselves are what editors wrote (loose objects); the
 * engine validates their blocks.
 */

const isoDateTime = z.iso.datetime({ offset: true });

/** page, augmentedpage, category and product answers (docs/content-model.md). */
export const pageDocumentAnswer = z.looseObject({
  id: z.string().min(1),
  slug: z.string().min(1),
  title: z.string().optional(),
  description: z.string().optional(),
  parent: z.string().optional(),
  publishAt: isoDateTime.optional(),
  sections: z.array(z.looseObject({ items: z.array(z.looseObject({})).optional() })).optional(),
});

export const childrenAnswer = z.strictObject({
  items: z.array(z.strictObject({ id: z.string(), slug: z.string(), title: z.string(), description: z.string().optional() })),
});

export const popupsAnswer = z.looseObject({ items: z.array(z.looseObject({ id: z.string() })) });
export const fragmentAnswer = z.looseObject({ id: z.string() });

const tag = z.strictObject({ id: z.string().min(1), label: z.string().min(1) });

/** An article of `search/{siteId}/article` (content spec §3 Article). */
export const articleResult = z.strictObject({
  id: z.string(),
  slug: z.string(),
  /** The article's page on the site (`/{language-country}/{slug}`); missing for an unknown site. */
  url: z.string().startsWith("/").optional(),
  title: z.string(),
  subtitle: z.string().optional(),
  eyebrow: z.string().optional(),
  /** YYYY-MM-DD. */
  date: z.iso.date().optional(),
  hidePageDate: z.boolean(),
  picture: z.looseObject({ url: z.string(), alt: z.string(), width: z.number().optional(), height: z.number().optional() }).optional(),
  articleWidth: z.string().optional(),
  relatedQuery: z.string().optional(),
  tags: z.array(tag),
});

/** A content page of `search/{siteId}/page`. */
export const pageResult = z.strictObject({
  id: z.string(),
  slug: z.string(),
  url: z.string().startsWith("/").optional(),
  title: z.string(),
  description: z.string().optional(),
});

/** A tag facet: how many articles matching the words carry the tag, and whether it is selected. */
export const facet = z.strictObject({ id: z.string(), label: z.string(), count: z.number().int().positive(), selected: z.boolean() });

const searchAnswerOf = <T extends z.ZodType>(result: T) =>
  z.strictObject({
    result: z.array(result),
    facets: z.array(facet),
    numFound: z.number().int().nonnegative(),
    offset: z.number().int().nonnegative(),
    limit: z.number().int().positive(),
  });
export const articleSearchAnswer = searchAnswerOf(articleResult);
export const pageSearchAnswer = searchAnswerOf(pageResult);

/** `showcase/{siteId}/{docType}`: examples of one block type for the preview viewer. */
export const showcaseAnswer = z.strictObject({
  docType: z.string(),
  layoutVariant: z.string().nullable(),
  limit: z.union([z.literal(10), z.literal(20), z.literal(50)]),
  /** All matching blocks; `result` holds the first `limit`. */
  numFound: z.number().int().nonnegative(),
  result: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      type: z.string(),
      layoutVariant: z.string().optional(),
      source: z.strictObject({ type: z.enum(["page", "category", "product"]), slug: z.string() }),
      block: z.looseObject({ id: z.string(), type: z.string() }),
    }),
  ),
});

const version = z.strictObject({
  version: z.number().int().positive(),
  publishAt: isoDateTime,
  source: z.enum(["fixture", "editor"]),
  createdAt: isoDateTime,
  /** This version took the document off the site (its fixture file was removed). */
  unpublished: z.boolean(),
});

/** Every admin document call answers the document's state. */
export const adminDocumentAnswer = z.strictObject({
  siteId: z.string(),
  type: z.enum(["page", "category", "product", "menu", "footer", "popups", "fragment"]),
  slug: z.string(),
  draft: z.strictObject({ body: z.looseObject({}), publishAt: isoDateTime.nullable(), source: z.enum(["fixture", "editor"]), savedAt: isoDateTime }).nullable(),
  /** The version published now, if any. */
  live: version.nullable(),
  /** Published versions, latest publish date first (scheduled ones included), at most 50. */
  versions: z.array(version),
});

export const fixtureReloadAnswer = z.strictObject({
  documents: z.number().int().nonnegative(),
  published: z.number().int().nonnegative(),
  drafts: z.number().int().nonnegative(),
  unpublished: z.number().int().nonnegative(),
  keptEditorDrafts: z.number().int().nonnegative(),
  ignored: z.array(z.string()),
});

export const errorAnswer = z.strictObject({
  errorDetails: z.array(z.looseObject({ errorId: z.string(), message: z.string() })).length(1),
  correlationId: z.string(),
});

/** Every answer schema by name. */
/** The content answers by contract name (validate-response: `content.<name>`). */
export const contentContracts: Record<string, z.ZodType> = {
  pageDocument: pageDocumentAnswer,
  children: childrenAnswer,
  popups: popupsAnswer,
  fragment: fragmentAnswer,
  menu: menuDocument,
  footer: footerDocument,
  articleSearch: articleSearchAnswer,
  pageSearch: pageSearchAnswer,
  showcase: showcaseAnswer,
  adminDocument: adminDocumentAnswer,
  fixtureReload: fixtureReloadAnswer,
  error: errorAnswer,
};
