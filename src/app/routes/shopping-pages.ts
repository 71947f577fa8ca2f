/** The buying pages of commerce spec §2, by their content-service slug. */
export const SHOPPING_PAGES = ["cart", "checkout", "order-confirmation"] as const;
export type ShoppingPage = (typeof SHOPPING_PAGES)[number];

export const SHOPPING_PAGE_TITLES: Record<ShoppingPage, string> = { cart: "Cart", checkout: "Checkout", "order-confirmation": "Order confirmation" };

/** `/en-us/checkout` → checkout; the routes only match these three, so anything else is the cart. */
export function shoppingPageOf(pathname: string): ShoppingPage {
  const last = pathname.split("/").filter(Boolean).at(-1);
  return SHOPPING_PAGES.find((slug) => slug === last) ?? "cart";
}
