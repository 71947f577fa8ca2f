/**
 * The content service's resources (commerce spec §7, content calls), as the storefront asks for
 * them under `/{mode}/caas/v1/canvas/`: one builder per document type, every segment encoded.
 */

export type ContentMode = "publish" | "preview";

const segment = (value: string) => encodeURIComponent(value);

export const contentPaths = {
  page: (siteId: string, page: string) => `page/${segment(siteId)}/${segment(page)}`,
  category: (siteId: string, categoryId: string) => `category/${segment(siteId)}/${segment(categoryId)}`,
  product: (siteId: string, productId: string) => `product/${segment(siteId)}/${segment(productId)}`,
  menu: (siteId: string) => `menu/${segment(siteId)}`,
  footer: (siteId: string) => `footer/${segment(siteId)}`,
  popups: (siteId: string) => `popups/${segment(siteId)}`,
  children: (siteId: string, parent: string) => `children/${segment(siteId)}/${segment(parent)}`,
  /** Published articles matching a search (its query already validated and rebuilt). */
  articleSearch: (siteId: string, query: URLSearchParams) => `search/${segment(siteId)}/article?${query}`,
  /** Examples of one block type for the preview viewer; the query is part of the resource. */
  showcase: (siteId: string, docType: string, query: { layoutVariant?: string; limit: number }) => {
    const params = new URLSearchParams({ limit: String(query.limit) });
    if (query.layoutVariant) params.set("layoutVariant", query.layoutVariant);
    return `showcase/${segment(siteId)}/${segment(docType)}?${params}`;
  },
};

/** The path of a resource in a mode; a preview date joins the resource's own query. */
export function canvasPath(mode: ContentMode, resource: string, previewDateTime?: string): string {
  const query = mode === "preview" && previewDateTime ? new URLSearchParams({ previewDateTime }) : undefined;
  return `/${mode}/caas/v1/canvas/${resource}${query ? `${resource.includes("?") ? "&" : "?"}${query}` : ""}`;
}
