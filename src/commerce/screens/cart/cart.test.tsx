// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { axeViolations } from "../../../blocks/article-grid/testing/render-article-block.tsx";
import { rememberSignIn } from "../../cart/merged-cart.ts";
import { clearCartCookies, stubCartRoutes } from "./testing/cart-routes.ts";
import { cartAnswer, cartItem } from "./testing/cart-factory.ts";
import { COUPON_CART, DELIVERY_CART, EMPTY_CART, ERRORS, FLASH_CART, FULL_CART, SAVED_FOR_LATER, SAVED_LIST } from "./testing/recorded-carts.ts";
import { renderCart } from "./testing/render-cart.tsx";

// The commerce client loads when first needed (lazy-commerce.ts): loaded once here.
beforeAll(() => import("../../commerce-access.ts"));

vi.mock("../../ui/pickup-in-store-dialog.tsx", () => ({
  PickupInStoreDialog: (props: { open: boolean; productId: string; onChoose(store: { storeId: string; storeName: string }): void }) =>
    props.open ? (
      <div role="dialog" aria-label="Pick a store">
        <button type="button" onClick={() => props.onChoose({ storeId: "S1001", storeName: "Ridgeline Boston" })}>
          Choose Boston for {props.productId}
        </button>
        <button type="button" onClick={() => props.onChoose({ storeId: "S1005", storeName: "Ridgeline New York SoHo" })}>
          Choose SoHo for {props.productId}
        </button>
      </div>
    ) : null,
}));

const JACKET = "Men's Cascade Rain Jacket";
const FLEECE = "Women's Glacier Quarter-Zip Fleece";
const lineOf = (name: string) => screen.getByRole("heading", { name, level: 3 }).closest("li")!;
const lines = async () => screen.findAllByRole("heading", { level: 3 });
const itemId = (cart: typeof FULL_CART, productId: string) => cart.items.find((item) => item.productId === productId)!.id;
const errorMessages = () => screen.queryAllByRole("alert").map((element) => element.textContent);
/** Lets the browser's other reads (favourites, store names) answer and render. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 30)));
const withoutLine = (cart: typeof FULL_CART, productId: string) => cartAnswer({ ...cart, items: cart.items.filter((item) => item.productId !== productId), totals: undefined });

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.history.replaceState(null, "", "/en-us/cart");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearCartCookies();
  sessionStorage.clear();
});

describe("cart", () => {
  test("shows each line: picture, name linking to the product, colour and size, prices, gift line, summary, checkout", async () => {
    stubCartRoutes(FULL_CART);
    const { container } = renderCart();
    expect((await lines()).map((heading) => heading.textContent)).toEqual([JACKET, "Ridgeline Logo Beanie", FLEECE]);
    const jacket = lineOf(JACKET);
    expect(within(jacket).getByRole("link", { name: JACKET }).getAttribute("href")).toBe("/en-us/p/mens-cascade-rain-jacket-RLSH1001KLG");
    expect(within(jacket).getByText("Colour: Black")).toBeTruthy();
    expect(within(jacket).getByText("Size: L")).toBeTruthy();
    expect(within(jacket).getByText("Sale price $286.99, was $410.00")).toBeTruthy();
    expect(within(jacket).getByText("$410.00").tagName).toBe("S");
    // The order promotions' share: the line's total after discounts.
    expect(within(jacket).getByText("After discounts").nextSibling?.textContent).toBe("$245.38");
    expect(jacket.querySelector("img")?.getAttribute("src")).toBe("/media/products/RLSH1001/BLK-front.svg");
    // Each line's heart names its product (as the tiles' do): not one "Favourite" per line.
    expect(within(jacket).getByRole("button", { name: `Favourite: ${JACKET}` })).toBeTruthy();
    expect(within(lineOf(FLEECE)).getByRole("button", { name: `Favourite: ${FLEECE}` })).toBeTruthy();

    const gift = lineOf("Ridgeline Logo Beanie");
    expect(within(gift).getByText("Gift with purchase")).toBeTruthy();
    expect(within(gift).getByText("Free gift")).toBeTruthy();
    expect(within(gift).queryByRole("spinbutton")).toBeNull();
    expect(within(gift).queryByRole("button", { name: /Remove/ })).toBeNull();

    const fleece = lineOf(FLEECE);
    expect(within(fleece).getByText(/20% off fleece/)).toBeTruthy();

    const summary = screen.getByRole("region", { name: "Order summary" });
    expect(within(summary).getByText("Subtotal (4 items)")).toBeTruthy();
    expect(within(summary).getByText("10% off orders over 100")).toBeTruthy();
    expect(within(summary).getByText("Calculated at checkout")).toBeTruthy();
    expect(within(summary).getByText("$390.59")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe("/en-us/checkout");
    expect(within(screen.getByRole("list", { name: "Offers" })).getByText("Your free Ridgeline Logo Beanie is in your bag")).toBeTruthy();
    expect(screen.getByText("4 items")).toBeTruthy();
    await settle();
    expect(await axeViolations(container)).toEqual([]);
  });

  test("the stepper changes the quantity within maxQty and confirms it", async () => {
    const twoFleeces = FULL_CART;
    const threeFleeces = cartAnswer({ ...FULL_CART, items: FULL_CART.items.map((item) => (item.productId === "RLX4TLSJOMD" ? { ...item, qty: 3 } : item)), totals: undefined });
    const routes = stubCartRoutes(twoFleeces, [{ method: "PUT", path: /\/item$/, answers: [threeFleeces] }]);
    renderCart();
    await lines();
    const fleece = lineOf(FLEECE);
    fireEvent.click(within(fleece).getByRole("button", { name: `One more ${FLEECE}` }));
    await waitFor(() => expect(within(lineOf(FLEECE)).getByText(`The quantity of ${FLEECE} is now 3.`)).toBeTruthy());
    expect(routes.changes()).toEqual([expect.objectContaining({ method: "PUT", path: `/cart/v1/cart/${FULL_CART.id}/item`, body: { itemId: itemId(FULL_CART, "RLX4TLSJOMD"), qty: 3 } })]);
    expect((within(lineOf(FLEECE)).getByRole("spinbutton") as HTMLInputElement).value).toBe("3");
  });

  test("at maxQty, one more is not offered and the maximum is said", async () => {
    const cart = cartAnswer({ items: [cartItem({ id: "line-1", name: "Trail Runner", qty: 3, maxQty: 3 })] });
    const routes = stubCartRoutes(cart);
    renderCart();
    await lines();
    const more = screen.getByRole("button", { name: "One more Trail Runner" });
    expect(more.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(more);
    const input = screen.getByRole("spinbutton", { name: "Quantity of Trail Runner" });
    expect(input.getAttribute("max")).toBe("3");
    expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent).toBe("Maximum 3");
    expect(screen.getByRole("button", { name: "One less Trail Runner" }).getAttribute("aria-disabled")).toBe("false");
    expect(routes.changes()).toEqual([]);
  });

  test("INV408: a typed quantity beyond the stock shows the maximum at the line, and the cart stays", async () => {
    stubCartRoutes(FULL_CART, [{ method: "PUT", path: /\/item$/, answers: [ERRORS.INV408] }]);
    renderCart();
    await lines();
    const input = within(lineOf(JACKET)).getByRole("spinbutton", { name: `Quantity of ${JACKET}` });
    fireEvent.change(input, { target: { value: "50" } });
    fireEvent.keyDown(input, { key: "Enter" });
    const message = await within(lineOf(JACKET)).findByRole("alert");
    expect(message.textContent).toBe("You can add at most 43 of this item.");
    expect(input.getAttribute("aria-describedby")).toContain(message.parentElement!.id);
    expect((await lines()).length).toBe(3);
  });

  test("remove: the line goes, the heading takes the focus and the removal is said", async () => {
    const routes = stubCartRoutes(FULL_CART, [{ method: "DELETE", path: /^\/cart\/v1\/item$/, answers: [withoutLine(FULL_CART, "RLSH1001KLG")] }]);
    renderCart();
    await lines();
    fireEvent.click(within(lineOf(JACKET)).getByRole("button", { name: `Remove: ${JACKET}` }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: JACKET })).toBeNull());
    expect(routes.changes()[0]).toMatchObject({ method: "DELETE", body: { basketId: FULL_CART.id, itemId: itemId(FULL_CART, "RLSH1001KLG") } });
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 }));
    expect(screen.getByText(`${JACKET} was removed from your cart.`)).toBeTruthy();
  });

  test("save for later, then back to the cart", async () => {
    const backInCart = { ...SAVED_LIST, items: [], total: 0, cart: FULL_CART };
    const routes = stubCartRoutes(FULL_CART, [
      { method: "PUT", path: /^\/cart\/v2\/saveForLater$/, answers: [SAVED_FOR_LATER] },
      { method: "POST", path: /\/saveForLater$/, answers: [backInCart] },
    ]);
    renderCart();
    await lines();
    fireEvent.click(within(lineOf(FLEECE)).getByRole("button", { name: `Save for later: ${FLEECE}` }));
    const saved = await screen.findByRole("region", { name: /Saved for later/ });
    expect(within(saved).getByRole("link", { name: FLEECE }).getAttribute("href")).toBe("/en-us/p/womens-glacier-quarter-zip-fleece-RLX4TLSJOMD");
    expect(within(saved).getByText("Qty 2")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: FLEECE, level: 3 })).toBeNull();

    fireEvent.click(within(saved).getByRole("button", { name: `Move to cart: ${FLEECE}` }));
    await waitFor(() => expect(screen.getByRole("heading", { name: FLEECE, level: 3 })).toBeTruthy());
    expect(screen.queryByRole("region", { name: /Saved for later/ })).toBeNull();
    expect(routes.changes().map((call) => [call.method, call.path, call.body])).toEqual([
      ["PUT", "/cart/v2/saveForLater", { basketId: FULL_CART.id, itemId: itemId(FULL_CART, "RLX4TLSJOMD") }],
      ["POST", `/cart/v2/cart/${FULL_CART.id}/saveForLater`, { itemId: SAVED_LIST.items[0]!.itemId }],
    ]);
  });

  test("coupons: apply WELCOME10, remove it; an expired code (PRM155) says so at the field", async () => {
    const routes = stubCartRoutes(FULL_CART, [
      { method: "PUT", path: /^\/cart\/v1\/coupon$/, answers: [COUPON_CART, ERRORS.PRM155] },
      { method: "DELETE", path: /^\/cart\/v1\/coupon$/, answers: [FULL_CART] },
    ]);
    renderCart();
    await lines();
    const field = screen.getByRole("textbox", { name: "Promo code" });
    fireEvent.change(field, { target: { value: "welcome10" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    const applied = await screen.findByText("Promo code WELCOME10 applied.");
    expect(field.getAttribute("aria-describedby")).toBe(applied.parentElement!.id);
    const coupons = screen.getByRole("list", { name: "Promo codes on your cart" });
    expect(within(coupons).getByText("WELCOME10")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Order summary" })).getByText("Welcome: 10% off")).toBeTruthy();

    fireEvent.change(field, { target: { value: "SUMMER2025" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    const expired = await screen.findByRole("alert");
    expect(expired.textContent).toBe("The code SUMMER2025 has expired.");
    expect(field.getAttribute("aria-describedby")).toBe(expired.id);
    expect(field.getAttribute("aria-invalid")).toBe("true");

    fireEvent.click(within(coupons).getByRole("button", { name: "Remove: promo code WELCOME10" }));
    await screen.findByText("Promo code WELCOME10 removed.");
    expect(screen.queryByRole("list", { name: "Promo codes on your cart" })).toBeNull();
    expect(routes.changes().map((call) => [call.method, call.path, call.body])).toEqual([
      ["PUT", "/cart/v1/coupon", { basketId: FULL_CART.id, couponCode: "welcome10" }],
      ["PUT", "/cart/v1/coupon", { basketId: FULL_CART.id, couponCode: "SUMMER2025" }],
      ["DELETE", "/cart/v1/coupon", { basketId: FULL_CART.id, couponCode: "WELCOME10" }],
    ]);
  });

  test("an empty code is not sent", async () => {
    const routes = stubCartRoutes(FULL_CART);
    renderCart();
    await lines();
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("alert").textContent).toBe("Enter a promo code.");
    expect(routes.changes()).toEqual([]);
  });

  test("delivery: pickup in a store from the store picker, then a change of store confirmed and told", async () => {
    const jacketId = itemId(FULL_CART, "RLSH1001KLG");
    const atStore = (storeId: string) =>
      cartAnswer({ ...FULL_CART, items: FULL_CART.items.map((item) => (item.id === jacketId ? { ...item, shippingOptions: { selected: "pickup", storeInfo: { id: storeId, storeInventory: 6 } } } : item)), totals: undefined });
    const routes = stubCartRoutes(FULL_CART, [{ method: "PUT", path: /\/item$/, answers: [atStore("S1005"), atStore("S1001")] }]);
    renderCart();
    await lines();
    const delivery = within(lineOf(JACKET)).getByRole("group", { name: `Delivery: ${JACKET}` });
    expect((within(delivery).getByRole("radio", { name: "Ship to my address" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(delivery).getByRole("radio", { name: "Pick up in store" }));
    fireEvent.click(await screen.findByRole("button", { name: "Choose SoHo for RLSH1001KLG" }));
    await waitFor(() => expect((within(lineOf(JACKET)).getByRole("radio", { name: "Pick up at Ridgeline New York SoHo" }) as HTMLInputElement).checked).toBe(true));

    fireEvent.click(within(lineOf(JACKET)).getByRole("button", { name: `Change store: ${JACKET}` }));
    fireEvent.click(await screen.findByRole("button", { name: "Choose Boston for RLSH1001KLG" }));
    const confirm = await screen.findByRole("dialog", { name: "Change store?" });
    expect(within(confirm).getByText(`Pick up ${JACKET} at Ridgeline Boston instead of Ridgeline New York SoHo?`)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Change store" }));
    const changed = await screen.findByRole("dialog", { name: "Store changed" });
    expect(within(changed).getByText(`${JACKET} will be waiting for you at Ridgeline Boston.`)).toBeTruthy();
    expect(routes.changes().map((call) => [call.path, call.query, call.body])).toEqual([
      [`/cart/v1/cart/${FULL_CART.id}/item`, "?action=pickup&favStoreId=S1005", { itemId: jacketId }],
      [`/cart/v1/cart/${FULL_CART.id}/item`, "?action=pickup&favStoreId=S1001", { itemId: jacketId }],
    ]);
  });

  test("delivery: a pickup line back to the address moves its shipment; digital lines are delivered by email", async () => {
    const routes = stubCartRoutes(DELIVERY_CART, [{ method: "POST", path: /^\/cart\/v1\/shippingMethod$/, answers: [FULL_CART] }]);
    renderCart();
    await lines();
    expect(within(lineOf("Ridgeline E-Gift Card")).getByText("Delivered by email")).toBeTruthy();
    expect(within(lineOf("Ridgeline E-Gift Card")).queryByRole("radio")).toBeNull();
    const pickup = (await within(lineOf(JACKET)).findByRole("radio", { name: "Pick up at Ridgeline New York SoHo" })) as HTMLInputElement;
    expect(pickup.checked).toBe(true);
    fireEvent.click(within(lineOf(JACKET)).getByRole("radio", { name: "Ship to my address" }));
    await waitFor(() => expect(routes.changes()).toHaveLength(1));
    expect(routes.changes()[0]).toMatchObject({ method: "POST", path: "/cart/v1/shippingMethod", body: { cartId: DELIVERY_CART.id, shippingId: "pickup", code: "standard", shopperAppliedSM: true } });
  });

  test("a store without the stock (INV700) says so at the line", async () => {
    stubCartRoutes(FULL_CART, [{ method: "PUT", path: /\/item$/, answers: [ERRORS.INV700] }]);
    renderCart();
    await lines();
    fireEvent.click(within(lineOf(JACKET)).getByRole("radio", { name: "Pick up in store" }));
    fireEvent.click(await screen.findByRole("button", { name: "Choose Boston for RLSH1001KLG" }));
    expect((await within(lineOf(JACKET)).findByRole("alert")).textContent).toBeTruthy();
    expect((within(lineOf(JACKET)).getByRole("radio", { name: "Ship to my address" }) as HTMLInputElement).checked).toBe(true);
  });

  test("flash notices: at the top, and the reason on the line", async () => {
    stubCartRoutes(FLASH_CART);
    const { container } = renderCart();
    await lines();
    const top = errorMessages();
    expect(top).toContain("Men's Thermal Grid Hoodie is out of stock and was removed from your cart.");
    expect(screen.getByText("Only 1 of Women's Glacier Quarter-Zip Fleece is available: we reduced the quantity in your cart.")).toBeTruthy();
    expect(within(lineOf(FLEECE)).getByRole("alert").textContent).toBe("2 fewer than you asked for: only 1 in stock. Keep this quantity, remove the item or save it for later.");
    await waitFor(() => expect(within(lineOf(JACKET)).getByText("Out of stock online: to be picked up at Ridgeline New York SoHo.")).toBeTruthy());
    await settle();
    expect(await axeViolations(container)).toEqual([]);
  });

  test("an empty cart shows the editor's content", async () => {
    stubCartRoutes(EMPTY_CART);
    renderCart({ props: { emptyTitle: "Nothing here yet", emptyText: "Our new jackets are in.", emptyCtaLabel: "See jackets", emptyCtaHref: "/en-us/c/jackets-100200" } });
    expect(await screen.findByRole("heading", { name: "Nothing here yet" })).toBeTruthy();
    expect(screen.getByText("Our new jackets are in.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See jackets" }).getAttribute("href")).toBe("/en-us/c/jackets-100200");
    expect(screen.queryByRole("link", { name: "Checkout" })).toBeNull();
  });

  test("a shopper without a cart sees the site's empty cart, in French, without any call", async () => {
    const routes = stubCartRoutes(null);
    renderCart({ siteId: "RL-CAFR" });
    expect(await screen.findByRole("heading", { name: "Votre panier est vide" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Commencer mes achats" }).getAttribute("href")).toBe("/fr-ca");
    expect(routes.calls.filter((call) => call.path.startsWith("/cart"))).toEqual([]);
  });

  test.for([
    ["RL-CAFR", "CAD", `Favori : ${JACKET}`],
    ["RL-DE", "EUR", `Favorit: ${JACKET}`],
  ] as const)("on %s a line's heart names its product in the site's language", async ([siteId, currency, name]) => {
    stubCartRoutes({ ...FULL_CART, siteId, currency, totals: { ...FULL_CART.totals, currency } });
    renderCart({ siteId });
    await lines();
    expect(within(lineOf(JACKET)).getByRole("button", { name })).toBeTruthy();
  });

  test("a cart of another regional site is not shown in this site's currency: the shopper is pointed to it", async () => {
    stubCartRoutes(FULL_CART);
    renderCart({ siteId: "RL-DE" });
    const notice = await screen.findByText(/auf einer anderen unserer regionalen Seiten/);
    expect(within(notice.parentElement!).getByRole("link", { name: "Zu diesem Warenkorb" }).getAttribute("href")).toBe("/en-us/cart");
    expect(screen.queryByRole("heading", { level: 3 })).toBeNull();
  });

  test("the merged-cart notice after a sign-in that made the cart grow, once", async () => {
    rememberSignIn("RL-US", 1);
    stubCartRoutes(FULL_CART);
    renderCart();
    expect(await screen.findByText("We added the items of your earlier visit to your cart.")).toBeTruthy();
    cleanup();
    renderCart();
    await lines();
    expect(screen.queryByText("We added the items of your earlier visit to your cart.")).toBeNull();
  });

  test("the commerce API down (the BFF's 502 GEN500): the block's error state, whose retry reads the cart again", async () => {
    const down = { status: 502, body: { errorDetails: [{ errorId: "GEN500", message: "Commerce API unreachable" }] } };
    const routes = stubCartRoutes(FULL_CART, [{ method: "GET", path: /^\/cart\/v1\/cart\/[^/]+$/, answers: [down, FULL_CART] }]);
    renderCart();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your cart could not be loaded.");
    expect(screen.getByRole("heading", { name: "Your cart", level: 1 })).toBeTruthy();
    const reads = () => routes.calls.filter((call) => call.method === "GET" && call.path.startsWith("/cart/v1/cart/")).length;
    const before = reads();
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect((await lines()).map((heading) => heading.textContent)).toEqual([JACKET, "Ridgeline Logo Beanie", FLEECE]);
    expect(reads()).toBe(before + 1);
    expect(errorMessages()).toEqual([]);
  });

  test("AUT498: the error is told and the page reloads after 4 seconds, the cart still shown", async () => {
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload } as Location);
    const timeouts = vi.spyOn(window, "setTimeout");
    stubCartRoutes(FULL_CART, [
      { method: "DELETE", path: /^\/cart\/v1\/item$/, answers: [{ status: 401, body: { errorDetails: [{ errorId: "AUT498", message: "invalid customer" }] } }] },
      { method: "POST", path: /^\/cart\/v1\/cart$/, answers: [EMPTY_CART] },
    ]);
    renderCart();
    await lines();
    fireEvent.click(within(lineOf(JACKET)).getByRole("button", { name: `Remove: ${JACKET}` }));
    await waitFor(() => expect(errorMessages().some((text) => text?.includes("The page will reload in a moment."))).toBe(true));
    expect(screen.getByRole("heading", { name: JACKET })).toBeTruthy();
    const reloading = timeouts.mock.calls.find(([, delay]) => delay === 4_000);
    expect(reloading).toBeDefined();
    expect(reload).not.toHaveBeenCalled();
    (reloading![0] as () => void)();
    expect(reload).toHaveBeenCalledOnce();
    await settle();
  });
});
