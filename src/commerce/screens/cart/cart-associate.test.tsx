// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { axeViolations } from "../../../blocks/article-grid/testing/render-article-block.tsx";
import { messageFor } from "../../errors/messages.ts";
import { clearCartCookies, stubCartRoutes } from "./testing/cart-routes.ts";
import { adjustedCart, ASSOCIATE } from "./testing/price-adjustments.ts";
import { FULL_CART } from "./testing/recorded-carts.ts";
import { renderCart } from "./testing/render-cart.tsx";

// The commerce client loads when first needed (lazy-commerce.ts): loaded once here.
beforeAll(() => import("../../commerce-access.ts"));

const JACKET = "Men's Cascade Rain Jacket";
const FLEECE = "Women's Glacier Quarter-Zip Fleece";
const JACKET_ID = FULL_CART.items.find((item) => item.productId === "RLSH1001KLG")!.id;
const ADJUSTMENTS_PATH = `/cart/v1/cart/${FULL_CART.id}/price_adjustments`;
const lineOf = (name: string) => screen.getByRole("heading", { name, level: 3 }).closest("li")!;
const lines = async () => screen.findAllByRole("heading", { level: 3 });
/** Lets the browser's other reads (favourites, store names) answer and render. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 30)));
const sessionReads = (calls: readonly { method: string; path: string }[]) => calls.filter((call) => call.path === "/api/session");

const JACKET_DAMAGED = adjustedCart(FULL_CART, [{ adjustmentId: "adj-1", itemId: JACKET_ID, type: "AMOUNT", value: 20, reasonCode: "DAMAGED_ITEM" }]);
const JACKET_PRICE_MATCH = adjustedCart(FULL_CART, [{ adjustmentId: "adj-1", itemId: JACKET_ID, type: "PERCENT", value: 10, reasonCode: "PRICE_MATCH" }]);
const ORDER_SERVICE = adjustedCart(FULL_CART, [{ adjustmentId: "adj-2", itemId: null, type: "PERCENT", value: 10, reasonCode: "CUSTOMER_SERVICE" }]);

const asAssociate = { signedIn: { associate: ASSOCIATE } };

/** Opens the line's (or the order's) adjustment form. */
async function openForm(buttonName: string, dialogName: string) {
  fireEvent.click(await screen.findByRole("button", { name: buttonName }));
  return screen.findByRole("dialog", { name: dialogName });
}

function fillForm(dialog: HTMLElement, { type, value, reason }: { type?: string; value?: string; reason?: string }) {
  if (type) fireEvent.click(within(dialog).getByRole("radio", { name: type }));
  if (value !== undefined) fireEvent.change(within(dialog).getByRole("textbox"), { target: { value } });
  if (reason) fireEvent.change(within(dialog).getByRole("combobox", { name: "Reason" }), { target: { value: reason } });
}

/** The message under a field, found through its `aria-describedby`. */
const messageOf = (field: HTMLElement) => document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.history.replaceState(null, "", "/en-us/cart");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearCartCookies();
  sessionStorage.clear();
});

describe("cart in buy-in-store mode", () => {
  test("an associate sees the store banner, price adjustments, and neither save for later nor favourites", async () => {
    const routes = stubCartRoutes(FULL_CART, [], asAssociate);
    const { container } = renderCart();
    await lines();
    expect(screen.getByText("Buy in store: Ridgeline Boston · Jordan Lee")).toBeTruthy();
    // The adjustment's code loads for associates only, after the lines.
    expect(await within(lineOf(JACKET)).findByRole("button", { name: `Adjust price: ${JACKET}` })).toBeTruthy();
    expect(within(lineOf(FLEECE)).getByRole("button", { name: `Adjust price: ${FLEECE}` })).toBeTruthy();
    // A gift line's price is the promotion's: not adjusted.
    expect(within(lineOf("Ridgeline Logo Beanie")).queryByRole("button", { name: /Adjust price/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Adjust the order's price" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Save for later/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Favourite/ })).toBeNull();
    await settle();
    expect(routes.calls.filter((call) => call.path.startsWith("/wishlists"))).toEqual([]);
    expect(sessionReads(routes.calls)).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  test("adjust a line: the request, the adjustment with its reason, then edit and remove it", async () => {
    const routes = stubCartRoutes(FULL_CART, [
      { method: "POST", path: /\/price_adjustments$/, answers: [JACKET_DAMAGED] },
      { method: "PATCH", path: /\/price_adjustments\/adj-1$/, answers: [JACKET_PRICE_MATCH] },
      { method: "DELETE", path: /\/price_adjustments\/adj-1$/, answers: [FULL_CART] },
    ], asAssociate);
    renderCart();
    await lines();

    const form = await openForm(`Adjust price: ${JACKET}`, `Adjust the price of ${JACKET}`);
    expect((within(form).getByRole("radio", { name: "Amount off" }) as HTMLInputElement).checked).toBe(true);
    fillForm(form, { value: "20", reason: "DAMAGED_ITEM" });
    fireEvent.click(within(form).getByRole("button", { name: "Save adjustment" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(lineOf(JACKET)).getByText("Price adjusted: -$20.00 (Damaged item)")).toBeTruthy();
    expect(within(lineOf(JACKET)).getByRole("status").textContent).toBe("Price adjusted.");
    const summary = screen.getByRole("region", { name: "Order summary" });
    expect(within(summary).getByText("In-store price adjustments").closest("div")!.querySelector("dd")!.textContent).toBe("Discount -$20.00");
    await waitFor(() => expect(document.activeElement).toBe(within(lineOf(JACKET)).getByRole("button", { name: `Edit price adjustment: ${JACKET}` })));

    const edit = await openForm(`Edit price adjustment: ${JACKET}`, `Adjust the price of ${JACKET}`);
    expect((within(edit).getByRole("textbox") as HTMLInputElement).value).toBe("20.00");
    expect((within(edit).getByRole("combobox", { name: "Reason" }) as HTMLSelectElement).value).toBe("DAMAGED_ITEM");
    fillForm(edit, { type: "Percent off", value: "10", reason: "PRICE_MATCH" });
    fireEvent.click(within(edit).getByRole("button", { name: "Save adjustment" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await within(lineOf(JACKET)).findByText("Price adjusted: -$28.70 (10% off, Price match)")).toBeTruthy();

    fireEvent.click(within(lineOf(JACKET)).getByRole("button", { name: `Remove price adjustment: ${JACKET}` }));
    await waitFor(() => expect(within(lineOf(JACKET)).queryByText(/Price adjusted:/)).toBeNull());
    expect(within(lineOf(JACKET)).getByRole("status").textContent).toBe("Price adjustment removed.");
    await waitFor(() => expect(document.activeElement).toBe(within(lineOf(JACKET)).getByRole("button", { name: `Adjust price: ${JACKET}` })));
    expect(within(screen.getByRole("region", { name: "Order summary" })).queryByText("In-store price adjustments")).toBeNull();

    expect(routes.changes().map((call) => [call.method, call.path, call.body])).toEqual([
      ["POST", ADJUSTMENTS_PATH, { itemId: JACKET_ID, type: "AMOUNT", value: 20, reasonCode: "DAMAGED_ITEM" }],
      ["PATCH", `${ADJUSTMENTS_PATH}/adj-1`, { type: "PERCENT", value: 10, reasonCode: "PRICE_MATCH" }],
      ["DELETE", `${ADJUSTMENTS_PATH}/adj-1`, undefined],
    ]);
  });

  test("adjust the order: no itemId sent, the adjustment under the summary", async () => {
    const routes = stubCartRoutes(FULL_CART, [{ method: "POST", path: /\/price_adjustments$/, answers: [ORDER_SERVICE] }], asAssociate);
    renderCart();
    await lines();
    const form = await openForm("Adjust the order's price", "Adjust the order's price");
    expect(within(form).queryByRole("radio", { name: "New price" })).toBeNull();
    fillForm(form, { type: "Percent off", value: "10", reason: "CUSTOMER_SERVICE" });
    fireEvent.click(within(form).getByRole("button", { name: "Save adjustment" }));
    const section = await screen.findByRole("region", { name: "Order price adjustment" });
    const amount = ORDER_SERVICE.priceAdjustments![0]!.amount;
    expect(await within(section).findByText(`Price adjusted: -$${amount.toFixed(2)} (10% off, Customer service)`)).toBeTruthy();
    expect(routes.changes().map((call) => [call.method, call.path, call.body])).toEqual([["POST", ADJUSTMENTS_PATH, { type: "PERCENT", value: 10, reasonCode: "CUSTOMER_SERVICE" }]]);
  });

  test("the form checks the value and the reason before sending", async () => {
    const routes = stubCartRoutes(FULL_CART, [], asAssociate);
    renderCart();
    await lines();
    const form = await openForm(`Adjust price: ${JACKET}`, `Adjust the price of ${JACKET}`);
    const value = within(form).getByRole("textbox", { name: "Amount off each unit" });
    const reason = within(form).getByRole("combobox", { name: "Reason" });

    fireEvent.click(within(form).getByRole("button", { name: "Save adjustment" }));
    expect(messageOf(value)).toBe("This field is required");
    expect(messageOf(reason)).toBe("This field is required");
    expect(value.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(value));

    const typed = (text: string) => {
      fireEvent.change(value, { target: { value: text } });
      fireEvent.blur(value);
      return messageOf(value);
    };
    expect(typed("-5")).toBe("Enter a value greater than zero");
    expect(typed("abc")).toBe("Enter a number");
    expect(typed("300")).toBe("The amount off cannot be more than $286.99");
    expect(typed("19.999")).toBe("Enter at most two decimals");
    fireEvent.click(within(form).getByRole("radio", { name: "Percent off" }));
    expect(typed("150")).toBe("A percentage cannot be more than 100");
    expect(typed("12.5")).toBe("Enter a whole percentage");
    expect(typed("15")).toBeUndefined();
    expect(value.getAttribute("aria-invalid")).toBeNull();

    fireEvent.click(within(form).getByRole("button", { name: "Save adjustment" }));
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(routes.changes()).toEqual([]);
  });

  test("a refused adjustment (403 AUT432) shows the catalogue's message in the form, which stays open", async () => {
    const serverMessage = "Only an in-store associate can adjust prices";
    stubCartRoutes(FULL_CART, [{ method: "POST", path: /\/price_adjustments$/, answers: [{ status: 403, body: { errorDetails: [{ errorId: "AUT432", message: serverMessage }] } }] }], asAssociate);
    renderCart();
    await lines();
    const form = await openForm(`Adjust price: ${JACKET}`, `Adjust the price of ${JACKET}`);
    fillForm(form, { value: "20", reason: "MANAGER_OVERRIDE" });
    fireEvent.click(within(form).getByRole("button", { name: "Save adjustment" }));
    const alert = await within(form).findByRole("alert");
    expect(alert.textContent).toBe(messageFor("AUT432", serverMessage));
    expect(screen.getByRole("dialog", { name: `Adjust the price of ${JACKET}` })).toBe(form);
    fireEvent.click(within(form).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(lineOf(JACKET)).queryByText(/Price adjusted:/)).toBeNull();
  });

  test("a member keeps save for later and favourites, sees no price adjustment, and the session is read once", async () => {
    const routes = stubCartRoutes(FULL_CART, [], { signedIn: { associate: null } });
    renderCart();
    await lines();
    expect(within(lineOf(JACKET)).getByRole("button", { name: `Save for later: ${JACKET}` })).toBeTruthy();
    expect(within(lineOf(JACKET)).getByRole("button", { name: `Favourite: ${JACKET}` })).toBeTruthy();
    await settle();
    expect(screen.queryByRole("button", { name: /Adjust/ })).toBeNull();
    expect(screen.queryByText(/Buy in store/)).toBeNull();
    expect(routes.calls.some((call) => call.path === "/wishlists/v2/saveForLater")).toBe(true);
    expect(sessionReads(routes.calls)).toHaveLength(1);
  });

  test("a guest: no session read, save for later and favourites, no price adjustment", async () => {
    const routes = stubCartRoutes(FULL_CART);
    renderCart();
    await lines();
    expect(within(lineOf(FLEECE)).getByRole("button", { name: `Save for later: ${FLEECE}` })).toBeTruthy();
    expect(within(lineOf(FLEECE)).getByRole("button", { name: `Favourite: ${FLEECE}` })).toBeTruthy();
    await settle();
    expect(screen.queryByRole("button", { name: /Adjust/ })).toBeNull();
    expect(screen.queryByRole("region", { name: "Order price adjustment" })).toBeNull();
    expect(sessionReads(routes.calls)).toEqual([]);
  });

  test("in French: the banner, the buttons and the form", async () => {
    const frenchCart = { ...FULL_CART, siteId: "RL-CAFR", currency: "CAD" };
    stubCartRoutes(frenchCart, [], asAssociate);
    renderCart({ siteId: "RL-CAFR" });
    await lines();
    expect(screen.getByText("Achat en magasin : Ridgeline Boston · Jordan Lee")).toBeTruthy();
    const form = await openForm(`Ajuster le prix : ${JACKET}`, `Ajuster le prix de ${JACKET}`);
    expect(within(form).getByRole("radio", { name: "Pourcentage de remise" })).toBeTruthy();
    expect(within(form).getByRole("option", { name: "Article endommagé" })).toBeTruthy();
    fireEvent.change(within(form).getByRole("textbox", { name: "Remise par unité" }), { target: { value: "0" } });
    fireEvent.blur(within(form).getByRole("textbox"));
    expect(within(form).getByText("Saisissez une valeur supérieure à zéro")).toBeTruthy();
  });
});
