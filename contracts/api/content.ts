import { z } from "zod";
import { footerDocument, menuDocument } from "../content/layout-documents.ts";
import { articleSearchAnswer, pageSearchAnswer } from "./content-search.ts";

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

/** The search answers live in content-search.ts (zod/mini, from when the browser checked them). */
export { articleResult, articleSearchAnswer, facet, pageResult, pageSearchAnswer } from "./content-search.ts";

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
export const contentContracts: Record<string, z.core.$ZodType> = {
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
