import { isRecord } from "../../../contracts/json-shape.ts";

/** The pages under a parent page, as the storefront's `/fapi/pages/{page}?view=children` answers them. */
export interface ChildPageList {
  items: { slug: string; title: string; description?: string }[];
}

type ChildPage = ChildPageList["items"][number];

const isChildPage = (value: unknown): value is ChildPage =>
  isRecord(value) && typeof value.slug === "string" && typeof value.title === "string" && (value.description === undefined || typeof value.description === "string");

/**
 * The child pages of an answer. The storefront's front-end API validated the content service's
 * answer (server/fapi.ts, decision 0013); the browser checks only the shape it renders: a page
 * of another shape is left out, an answer of another shape is no pages (the block shows nothing).
 */
export function childPageListOf(answer: unknown): ChildPageList {
  const items: unknown[] = isRecord(answer) && Array.isArray(answer.items) ? answer.items : [];
  return { items: items.filter(isChildPage).map(({ slug, title, description }) => ({ slug, title, ...(description === undefined ? {} : { description }) })) };
}
