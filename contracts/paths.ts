/**
 * Id patterns of the storefront's commerce paths (commerce spec §2):
 * category `/{language-country}/c/{slug}-{categoryId}` with 4 to 10 digits;
 * product `/{language-country}/p/{slug}-{productId}` with 8 to 11 upper-case letters or
 * digits (a style id is exactly 8). Older forms end in `-c{digits}` or `-p{id}`.
 */
export const CATEGORY_ID = /^\d{4,10}$/;
export const PRODUCT_ID = /^[A-Z0-9]{8,11}$/;
export const STYLE_ID = /^[A-Z0-9]{8}$/;

const SLUG_WITH_CATEGORY = /^(?<slug>[a-z0-9][a-z0-9-]*)-(?<id>\d{4,10})$/;
const SLUG_WITH_PRODUCT = /^(?<slug>[a-z0-9][a-z0-9-]*)-(?<id>[A-Z0-9]{8,11})$/;
const LEGACY_CATEGORY = /^(?<slug>[a-z0-9][a-z0-9-]*)-c(?<id>\d{4,10})$/;
const LEGACY_PRODUCT = /^(?<slug>[a-z0-9][a-z0-9-]*)-p(?<id>[A-Z0-9]{8,11})$/;

export interface SlugAndId {
  slug: string;
  id: string;
}

function match(pattern: RegExp, segment: string): SlugAndId | undefined {
  const groups = pattern.exec(segment)?.groups;
  return groups ? { slug: groups.slug!, id: groups.id! } : undefined;
}

/** `mens-jackets-123456` → `{ slug: "mens-jackets", id: "123456" }`. */
export const parseCategorySegment = (segment: string) => match(SLUG_WITH_CATEGORY, segment);
/** `summit-parka-NF0A3C8D` → `{ slug: "summit-parka", id: "NF0A3C8D" }`. */
export const parseProductSegment = (segment: string) => match(SLUG_WITH_PRODUCT, segment);

export const categoryPath = (localePath: string, slug: string, categoryId: string) =>
  `/${localePath}/c/${slug}-${categoryId}`;
export const productPath = (localePath: string, slug: string, productId: string) =>
  `/${localePath}/p/${slug}-${productId}`;

/**
 * The current path of an older page form (`/{lc}/{slug}-c{digits}`, `/{lc}/{slug}-p{id}`), or
 * undefined when the segment is not one.
 */
export function legacyRedirectTarget(localePath: string, segment: string): string | undefined {
  const category = match(LEGACY_CATEGORY, segment);
  if (category) return categoryPath(localePath, category.slug, category.id);
  const product = match(LEGACY_PRODUCT, segment);
  if (product) return productPath(localePath, product.slug, product.id);
  return undefined;
}

/** The product or category id a path names, for filter-by and gallery blocks. */
export function idsFromPath(pathname: string): { productId?: string; categoryId?: string } {
  const [, , kind, segment] = pathname.split("/");
  if (!segment) return {};
  if (kind === "p") {
    const product = parseProductSegment(segment);
    return product ? { productId: product.id } : {};
  }
  if (kind === "c") {
    const category = parseCategorySegment(segment);
    return category ? { categoryId: category.id } : {};
  }
  return {};
}
