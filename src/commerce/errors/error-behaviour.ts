/**
 * What the cart and checkout screens do with an error, by its id (commerce spec §8 "Behaviour on
 * errors"); the words are messages.ts's.
 *
 * Levels: `top` an inline notice at the top of the screen or step; `input` at the field or input
 * the call was about (the error's `field` detail names it where the server knows it); `item` on
 * the cart line the call was about; `toast` everything else: a notice that stays until dismissed
 * (the screens show it at the top, persistent).
 *
 * Actions: `new-cart-retry` make a new cart and run the action once more (the commerce client
 * does it inside cart calls: client-core.ts `withCart`); `rebuild-session` the session's customer
 * is gone: the cart is rebuilt and the page reloads after a few seconds (client-core.ts
 * `onInvalidCustomer`); `refresh-cart` read the cart again (its contents or totals changed on the
 * server); `back-to-shipping` and `back-to-billing` read the cart again and return to that step
 * of the checkout (a no-op when the shopper is on it already).
 */
export type ErrorLevel = "top" | "input" | "item" | "toast";
export type ErrorAction = "new-cart-retry" | "rebuild-session" | "refresh-cart" | "back-to-shipping" | "back-to-billing";
export interface ErrorBehaviour {
  level: ErrorLevel;
  action?: ErrorAction;
}

/** The same behaviour for each of `ids`. */
const each = (ids: readonly string[], level: ErrorLevel, action?: ErrorAction): [string, ErrorBehaviour][] => ids.map((id) => [id, action ? { level, action } : { level }]);

const BEHAVIOURS = new Map<string, ErrorBehaviour>([
  // Spec: "FE309, PYT404, PYT405, PAY400, PYT402, BSK404, SHP500, INV409 show an inline notice at the top."
  ...each(["FE309", "PYT405", "SHP500", "INV409"], "top"),
  // The payment was refused when placing the order: the shopper chooses another way to pay.
  ...each(["PAY400", "PYT402", "PYT404"], "top", "back-to-billing"),
  // Spec: "BSK404: a new cart is created and the action retried."
  ...each(["BSK404"], "top", "new-cart-retry"),
  // Spec: "Place-order INV405 refreshes the cart and may send the user back to shipping."
  ...each(["INV405"], "top", "back-to-shipping"),
  // Spec: "AUT498: the cart is rebuilt, the stored cart removed, an error toast shows, and the page reloads."
  ...each(["AUT498"], "toast", "rebuild-session"),
  // Gift cards (spec: GFC700, GFC755, GFC725, GFC740 "show at the input"; the other gift card ids too),
  // coupons, and address fields (the error's `field` detail names the field).
  ...each(["GFC400", "GFC410", "GFC700", "GFC725", "GFC740", "GFC755", "GFC760", "GFC799", "GFC800", "GFO405"], "input"),
  ...each(["PRM130", "PRM135", "PRM140", "PRM150", "PRM155", "PRM160", "PRM175", "PRM416"], "input"),
  ...each(["CHK320", "SHP410", "PAY401", "PYT406", "BILL410"], "input"),
  // Found when placing the order: no shipping address (or one that no longer passes), no billing
  // address, a gift card that expired since it was applied: back to the step that has the input.
  ...each(["CHK380"], "input", "back-to-shipping"),
  ...each(["BIL400", "GFC812"], "input", "back-to-billing"),
  // On the cart line the call was about.
  ...each(["INV408", "INV700", "INV701", "INV702", "GWP403", "ORD404", "ORD430"], "item"),
  // The cart changed on the server: read it again.
  ...each(["INV406", "INV407", "TAX310"], "toast", "refresh-cart"),
  // The payment no longer covers the total when placing the order.
  ...each(["PYT400"], "toast", "back-to-billing"),
]);

const OTHERWISE: ErrorBehaviour = { level: "toast" };

/** Spec §8: "All other errors give a persistent toast." */
export function errorBehaviour(errorId: string): ErrorBehaviour {
  return { ...(BEHAVIOURS.get(errorId) ?? OTHERWISE) };
}
