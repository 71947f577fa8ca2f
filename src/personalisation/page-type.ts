/** Analytics page types (commerce spec §2), derived from the path. */
export type PageType =
  | "product page" | "category page" | "cart" | "account" | "search" | "search hub"
  | "home" | "order confirmation" | "checkout" | "error" | "other";

const BY_FIRST_SEGMENT: Record<string, PageType> = {
  cart: "cart",
  checkout: "checkout",
  account: "account",
  "order-confirmation": "order confirmation",
  search: "search",
  "search-hub": "search hub",
};

/** `/en-us` → home, `/en-us/p/…` → product page, `/en-us/c/…` → category page, `/cart` → cart … */
export function pageTypeFromPath(pathname: string, isError = false): PageType {
  if (isError) return "error";
  const segments = pathname.split("/").filter(Boolean);
  const [first, second] = segments;
  if (first && BY_FIRST_SEGMENT[first]) return BY_FIRST_SEGMENT[first];
  if (!first) return "home";
  if (/^[a-z]{2}-[a-z]{2}$/.test(first)) {
    if (!second) return "home";
    if (second === "p") return "product page";
    if (second === "c") return "category page";
    if (BY_FIRST_SEGMENT[second]) return BY_FIRST_SEGMENT[second];
  }
  return "other";
}
