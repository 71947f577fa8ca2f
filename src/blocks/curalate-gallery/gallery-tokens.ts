/**
 * Tokens of a gallery filter (content spec §3): `PRODUCT_ID` and `CATEGORY` are replaced by the
 * product and category ids of the current path (`/{lc}/p/{slug}-{productId}`,
 * `/{lc}/c/{slug}-{categoryId}`, see src/commerce/paths.ts). A token whose id the page does not
 * have becomes empty: the gallery then matches nothing rather than every product.
 */
export const GALLERY_TOKENS = { productId: "PRODUCT_ID", categoryId: "CATEGORY" } as const;

const PRODUCT_TOKEN = /\bPRODUCT_ID\b/g;
const CATEGORY_TOKEN = /\bCATEGORY\b/g;

export function replaceGalleryTokens(filter: string, ids: { productId?: string; categoryId?: string }): string {
  return filter.replace(PRODUCT_TOKEN, ids.productId ?? "").replace(CATEGORY_TOKEN, ids.categoryId ?? "");
}
