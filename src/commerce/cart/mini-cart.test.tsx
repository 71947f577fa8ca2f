// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { axeViolations } from "../../blocks/article-grid/testing/render-article-block.tsx";
import { cartFixture } from "../screens/product-details/testing/commerce-routes.ts";
import { CartLink } from "./cart-link.tsx";
import { cartQuery, MINI_CART_EVENT, type CartAnswer, type MiniCartEventDetail } from "./cart-state.ts";
import LiveHeaderCart from "./live-header-cart.tsx";
import { MiniCart } from "./mini-cart.tsx";
import { HeaderCart } from "./header-cart.tsx";
import { upsellQuery } from "../screens/upsell/upsell-queries.ts";
import { upsellAfterAdd } from "../screens/upsell/upsell-cache.ts";
import { BASECAMP_JACKET, SUMMIT_PARKA_UPSELL, upsellItemsOf } from "../screens/upsell/testing/upsell-fixtures.ts";

const CART = cartFixture([
  { productId: "RLSH1001BLG", name: "Men's Cascade Rain Jacket", color: "Lake Blue", size: "L", qty: 2, price: 286.99 },
  { productId: "NF0A3C8DKMD", name: "Summit Parka", color: "Black", size: "M", qty: 1, price: 350 },
]);

function renderWithCart(element: React.ReactNode, cart: CartAnswer | null, seed: (queryClient: QueryClient) => void = () => undefined) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(cartQuery("RL-US").queryKey, cart);
  seed(queryClient);
  return { ...render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>), queryClient };
}

const added = (siteId = "RL-US", productId = "RLSH1001BLG") =>
  act(() => void window.dispatchEvent(new CustomEvent<MiniCartEventDetail>(MINI_CART_EVENT, { detail: { siteId, added: { productId, quantity: 2 } } })));

beforeEach(() => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true));
afterEach(cleanup);

describe("mini cart", () => {
  test("opens on the add event with the lines, the subtotal and the links; continue shopping closes it", async () => {
    renderWithCart(<MiniCart siteId="RL-US" localePath="en-us" />, CART);
    expect(screen.queryByRole("dialog")).toBeNull();
    await added();
    const dialog = await screen.findByRole("dialog", { name: "Added to your cart" });
    const lines = within(dialog).getAllByRole("listitem");
    expect(lines.map((line) => line.textContent)).toEqual([
      "Men's Cascade Rain JacketLake Blue · LQty 2Unit price $286.99$286.99 each$573.98",
      "Summit ParkaBlack · MQty 1Unit price $350.00$350.00 each$350.00",
    ]);
    expect(within(dialog).getByText("$923.98")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "View cart" }).getAttribute("href")).toBe("/en-us/cart");
    expect(within(dialog).getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe("/en-us/checkout");
    expect(await axeViolations(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue shopping" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  test("a line on sale shows its original unit price struck through", async () => {
    const onSale = { ...CART, items: CART.items.map((item, index) => (index === 0 ? { ...item, price: { ...item.price, original: 410 } } : item)) };
    renderWithCart(<MiniCart siteId="RL-US" localePath="en-us" />, onSale);
    await added();
    const dialog = await screen.findByRole("dialog", { name: "Added to your cart" });
    expect(within(dialog).getByText("Unit price $286.99, was $410.00")).toBeTruthy();
    expect(within(dialog).getByText("$410.00").tagName).toBe("S");
  });

  test("another site's event is not ours; in French", async () => {
    renderWithCart(<MiniCart siteId="RL-CAFR" localePath="fr-ca" />, null);
    await added("RL-US");
    expect(screen.queryByRole("dialog")).toBeNull();
    await added("RL-CAFR");
    const dialog = await screen.findByRole("dialog", { name: "Ajouté à votre panier" });
    expect(within(dialog).getByRole("link", { name: "Voir le panier" }).getAttribute("href")).toBe("/fr-ca/cart");
  });
});

describe("mini cart: complete the look (issue 16)", () => {
  const UPSELL = upsellItemsOf(SUMMIT_PARKA_UPSELL);
  /** The page's upsell block answered for the Summit Parka (NF0A3C8D), as the page's query cache holds it. */
  const withUpsell = (queryClient: QueryClient) => queryClient.setQueryData(upsellQuery("RL-US", "NF0A3C8D", "pdp-upsell", SUMMIT_PARKA_UPSELL, false).queryKey, UPSELL);

  test("the product added has an upsell on the page: its first 3 items under the actions, each with its own add to cart", async () => {
    renderWithCart(<MiniCart siteId="RL-US" localePath="en-us" />, CART, withUpsell);
    await added("RL-US", "NF0A3C8DKMD");
    const dialog = await screen.findByRole("dialog", { name: "Added to your cart" });
    const upsell = await within(dialog).findByRole("list", { name: "Complete the look" });
    expect(within(dialog).getByRole("heading", { level: 3, name: "Complete the look" })).toBeTruthy();
    expect(within(upsell).getAllByRole("listitem")).toHaveLength(3);
    expect(within(upsell).getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual(SUMMIT_PARKA_UPSELL.slice(0, 3).map((item) => `Add ${item.name} to cart`));
    expect(within(upsell).getByRole("link", { name: BASECAMP_JACKET.name }).getAttribute("href")).toBe(BASECAMP_JACKET.url);
    expect(await axeViolations(dialog)).toEqual([]);
  });

  test("opened by its first add (loaded for it) with the upsell; a later add of a product without one shows none", async () => {
    renderWithCart(<MiniCart siteId="RL-US" localePath="en-us" opening={{ siteId: "RL-US", added: { productId: "NF0A3C8DKMD", quantity: 1 } }} />, CART, withUpsell);
    expect(await screen.findByRole("list", { name: "Complete the look" })).toBeTruthy();
    await added("RL-US", "RLSH1001BLG");
    await waitFor(() => expect(screen.queryByRole("list", { name: "Complete the look" })).toBeNull());
  });

  test("a page without an upsell for the product: none", async () => {
    renderWithCart(<MiniCart siteId="RL-US" localePath="en-us" />, CART);
    await added("RL-US", "NF0A3C8DKMD");
    const dialog = await screen.findByRole("dialog", { name: "Added to your cart" });
    expect(within(dialog).queryByRole("heading", { name: "Complete the look" })).toBeNull();
  });

  test.each([
    ["the product added has an upsell of its own", UPSELL.slice(0, 1), UPSELL.slice(1), "NF0A3C8DKMD", UPSELL.slice(1)],
    ["added from the items shown: they stay", UPSELL, [], BASECAMP_JACKET.sku, UPSELL],
    ["another product: none", UPSELL, [], "RLSH1001BLG", []],
  ])("after an add: %s", (_, shown, ofAdded, productId, expected) => {
    expect(upsellAfterAdd(shown, ofAdded, productId)).toEqual(expected);
  });
});

describe("cart link", () => {
  test.each([
    [undefined, "Cart", ""],
    [0, "Cart", ""],
    [1, "Cart, 1 item", "1"],
    [3, "Cart, 3 items", "3"],
    [120, "Cart, 120 items", "99+"],
  ])("%s units: named %j, badge %j (its room always kept)", (count, name, badge) => {
    render(<CartLink siteId="RL-US" localePath="en-us" count={count} />);
    const link = screen.getByRole("link", { name });
    expect(link.getAttribute("href")).toBe("/en-us/cart");
    const badgeElement = link.querySelector("[aria-hidden='true'][data-empty], span[aria-hidden='true']")!;
    expect(badgeElement.textContent).toBe(badge);
  });

  test("the live link counts the shopper's cart", () => {
    renderWithCart(<LiveHeaderCart siteId="RL-US" localePath="en-us" />, CART);
    expect(screen.getByRole("link", { name: "Cart, 3 items" })).toBeTruthy();
  });

  test("the header loads no cart code for a shopper without a cart; the first add brings the count and opens the mini cart", async () => {
    document.cookie = "rl_basket_RL-US=; Max-Age=0; Path=/";
    renderWithCart(<HeaderCart siteId="RL-US" localePath="en-us" />, CART);
    expect(screen.getByRole("link", { name: "Cart" })).toBeTruthy();
    await act(async () => undefined);
    expect(screen.queryByRole("link", { name: /Cart, / })).toBeNull();
    added();
    expect(await screen.findByRole("dialog", { name: "Added to your cart" })).toBeTruthy();
    // Behind the open (modal) dialog, the header is hidden from assistive technology.
    expect(await screen.findByRole("link", { name: "Cart, 3 items", hidden: true })).toBeTruthy();
  });

  test("a shopper with a cart sees its count at once", async () => {
    document.cookie = "rl_basket_RL-US=b-1; Path=/";
    renderWithCart(<HeaderCart siteId="RL-US" localePath="en-us" />, CART);
    expect(await screen.findByRole("link", { name: "Cart, 3 items" })).toBeTruthy();
    document.cookie = "rl_basket_RL-US=; Max-Age=0; Path=/";
  });
});
