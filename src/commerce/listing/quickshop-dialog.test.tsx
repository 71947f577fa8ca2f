// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import type { CartAnswer } from "../../../contracts/api/cart.ts";
import { createAnalyticsBus } from "../../analytics/event-bus.ts";
import { AnalyticsContext } from "../../analytics/use-analytics.ts";
import { CommerceApiError } from "../api/client-transport.ts";
import { MINI_CART_EVENT } from "../cart/cart-state.ts";
import ProductGrid from "../screens/product-grid/product-grid.tsx";
import { CASCADE_DETAILS, JACKETS_PAGE } from "./testing/listing-answers.ts";
import { axeViolations, renderListingBlock } from "./testing/render-listing.tsx";

// The catalogue queries import the commerce client when they first run: loaded once here. The
// dialog's own chunk loads on the first opening: slowly on a busy two-core machine (1 s, the
// default wait, was not enough with four other test runs beside it).
beforeAll(() => import("../commerce-access.ts"));
configure({ asyncUtilTimeout: 5_000 });

const PATH = "/en-us/c/jackets-100200";
const CART = { id: "cart-1", items: [] } as unknown as CartAnswer;

function renderWithQuickShop(addItem: (productId: string, quantity?: number) => Promise<CartAnswer>) {
  const bus = createAnalyticsBus();
  const events: { name: string; payload: unknown }[] = [];
  bus.subscribe((name, payload) => events.push({ name, payload }));
  const productDetails = vi.fn(async () => CASCADE_DETAILS);
  const add = vi.fn(addItem);
  renderListingBlock(ProductGrid, { categoryId: "100200", data: JACKETS_PAGE }, {
    context: { pathname: PATH },
    routerUrl: PATH,
    commerce: { productDetails, addItem: add },
    wrap: (children) => <AnalyticsContext.Provider value={bus}>{children}</AnalyticsContext.Provider>,
  });
  return { events, productDetails, add };
}

const size = (dialog: HTMLElement, value: string) => within(within(dialog).getByRole("group", { name: /Size/ })).getByRole("button", { name: new RegExp(`^${value}(,|$)`) });

async function openQuickShop() {
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Quick shop Men's Cascade Rain Jacket" })));
  const dialog = await screen.findByRole("dialog", { name: "Men's Cascade Rain Jacket" });
  await within(dialog).findByRole("group", { name: /Size/ });
  return dialog;
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("quick shop", () => {
  test("loads the product, opens on the tile's colour with each size's stock; no add before a size", async () => {
    const { productDetails, add } = renderWithQuickShop(async () => CART);
    const dialog = await openQuickShop();
    expect(productDetails).toHaveBeenCalledWith("RLSH1001");
    expect(within(dialog).getByRole("button", { name: "Black" }).getAttribute("aria-pressed")).toBe("true");
    const sizes = within(within(dialog).getByRole("group", { name: /Size/ })).getAllByRole("button");
    expect(sizes.map((size) => size.textContent)).toEqual(["S, Only a few left", "M, In stores only", "L", "XL", "XXL"]);
    const submit = within(dialog).getByRole("button", { name: "Choose a size" });
    expect(submit.getAttribute("aria-disabled")).toBe("true");
    await act(async () => fireEvent.click(submit));
    expect(add).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("link", { name: "View full details" }).getAttribute("href")).toBe("/en-us/p/mens-cascade-rain-jacket-RLSH1001");
    expect(await axeViolations(dialog)).toEqual([]);
  });

  test("an out-of-stock size cannot be chosen; an in-stores-only one cannot be added", async () => {
    renderWithQuickShop(async () => CART);
    const dialog = await openQuickShop();
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Sunset Coral" })));
    expect((size(dialog, "XXL") as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Black" })));
    await act(async () => fireEvent.click(size(dialog, "M")));
    expect(within(dialog).getByRole("button", { name: "Add to cart" }).getAttribute("aria-disabled")).toBe("true");
  });

  test("add to cart: the variant and quantity, then the dialog closes and the mini cart is told", async () => {
    const { add, events } = renderWithQuickShop(async () => CART);
    const miniCart = vi.fn();
    window.addEventListener(MINI_CART_EVENT, miniCart);
    const dialog = await openQuickShop();
    await act(async () => fireEvent.click(size(dialog, "S")));
    expect(within(dialog).getByText("Only a few left", { selector: "p" })).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("spinbutton", { name: "Quantity" }), { target: { value: "2" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Add to cart" })));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(add).toHaveBeenCalledWith("RLSH1001KSM", 2);
    expect(miniCart).toHaveBeenCalledTimes(1);
    expect(events.find((event) => event.name === "product.addToCart")?.payload).toEqual({
      product: { productId: "RLSH1001", variantId: "RLSH1001KSM", name: "Men's Cascade Rain Jacket", price: 286.99, currency: "USD" },
      quantity: 2,
      fulfilment: "delivery",
    });
    window.removeEventListener(MINI_CART_EVENT, miniCart);
  });

  test("a refused add shows the commerce API's message beside the button; the dialog stays", async () => {
    const { add } = renderWithQuickShop(async () => {
      throw new CommerceApiError("INV408", 400, "You can add at most 3 of this item.", { method: "POST", path: "/cart" }, {});
    });
    const dialog = await openQuickShop();
    await act(async () => fireEvent.click(size(dialog, "L")));
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Add to cart" })));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("You can add at most 3 of this item.");
    expect(add).toHaveBeenCalledWith("RLSH1001KLG", 1);
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});
