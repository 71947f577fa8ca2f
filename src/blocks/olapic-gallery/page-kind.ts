/** A custom-product page: its path contains "customs" (content spec §2). */
export const isCustomProductPage = (pathname: string) => pathname.includes("customs");

/** A product page: `/{language-country}/p/{slug}-{productId}` (src/commerce/paths.ts, src/app/routes.ts). */
export const isProductPage = (pathname: string) => pathname.split("/")[2] === "p";

/** The Olapic-style gallery's heading and subtitle show only on pages that are neither (content spec §2). */
export const showsGalleryHeading = (pathname: string) => !isCustomProductPage(pathname) && !isProductPage(pathname);
