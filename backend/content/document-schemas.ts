import { z } from "zod";
import { footerDocument, menuDocument } from "../../contracts/content/layout-documents.ts";
import type { DocumentType } from "./content-keys.ts";
import { articleMetadata } from "./document-projection.ts";

/**
 * What the admin endpoint accepts per document type. Page-shaped documents must have the page
 * document shape of docs/content-model.md (id, slug, typed page fields, sections holding lists
 * of objects); the blocks inside are not judged here: a draft with a bad block is still saved,
 * and the preview shows the editor a diagnostic for it. Unknown fields are kept as written.
 */

const pageSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,127}$/, "Expected a page slug: lower-case letters, digits and hyphens");

const section = z.looseObject({
  id: z.string().optional(),
  name: z.string().optional(),
  items: z.array(z.looseObject({}), "Section items must be a list of blocks").optional(),
});

export const pageShape = z.looseObject({
  id: z.string().trim().min(1, "Page id is missing").max(200),
  slug: pageSlug,
  title: z.string().max(300).optional(),
  description: z.string().max(1000).optional(),
  parent: pageSlug.optional(),
  publishAt: z.iso.datetime({ offset: true, message: "publishAt must be an ISO date-time" }).optional(),
  /** Makes the page an article (search/{siteId}/article). */
  article: articleMetadata.optional(),
  sections: z.array(section, "Sections must be a list").max(200).optional(),
});

const popups = z.looseObject({ items: z.array(z.looseObject({ id: z.string().min(1) })).max(50) });
const fragment = z.looseObject({ id: z.string().trim().min(1, "Fragment id is missing") });

const SCHEMAS: Record<DocumentType, z.ZodType> = {
  page: pageShape,
  category: pageShape,
  product: pageShape,
  menu: menuDocument,
  footer: footerDocument,
  popups,
  fragment,
};

export type DocumentProblem = { field?: string; message: string };

/** Undefined when `body` may be saved as a `type` document named `slug`; else the first problem. */
export function documentProblem(type: DocumentType, slug: string, body: unknown): DocumentProblem | undefined {
  if (!body || typeof body !== "object" || Array.isArray(body)) return { message: "The document must be a JSON object" };
  const parsed = SCHEMAS[type].safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join(".");
    return { ...(field ? { field } : {}), message: field ? `${field}: ${issue.message}` : issue.message };
  }
  // A page is found by its slug: the document's own slug must be the one it is saved under.
  if (type === "page" && (body as { slug?: unknown }).slug !== slug) return { field: "slug", message: `slug: must be "${slug}", the page it is saved as` };
  return undefined;
}
