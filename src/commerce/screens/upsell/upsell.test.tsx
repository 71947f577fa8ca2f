// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { SITES } from "../../../../contracts/sites.ts";
import { axeViolations } from "../../../blocks/article-grid/testing/render-article-block.tsx";
import { RECALCULATE_EVENT } from "../../../personalisation/decision-provider.ts";
import { MINI_CART_EVENT } from "../../cart/cart-state.ts";
import { cartCookieOf } from "../../cookies.ts";
import { cartFixture, stubCommerceRoutes, type AddAnswer } from "../product-details/testing/commerce-routes.ts";
import { BASECAMP_JACKET, LOFT_HOODIE, SUMMIT_PARKA_UPSELL, upsellItemsOf, upsellPersonalisation, WINDWARD_JACKET } from "./testing/upsell-fixtures.ts";
import { renderUpsell } from "./testing/render-upsell.tsx";

// The commerce client loads when first needed (lazy-commerce.ts): loaded once here.
beforeAll(() => import("../../commerce-access.ts"));

const IN_STOCK = upsellItemsOf(SUMMIT_PARKA_UPSELL);
const addButton = (name: string) => screen.getByRole("button", { name: `Add ${name} to cart` });
const items = () => within(screen.getByRole("list")).getAllByRole("listitem");

beforeEach(() => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const name of [...SITES.map((site) => cartCookieOf(site.siteId)), "rl_rt_exp", "rl_csrf"]) document.cookie = `${name}=; max-age=0; path=/`;
});

describe("what it shows", () => {
  test("the heading and the first 3 in-stock items as a list: picture, name linking to its page, price for the site, a named add to cart each", async () => {
    const { container } = renderUpsell(IN_STOCK);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Complete the look");
    expect(screen.getByRole("list", { name: "Complete the look" })).toBeTruthy();
    expect(items()).toHaveLength(3);
    const [jacket, hoodie, windward] = items() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(jacket).getByRole("link", { name: BASECAMP_JACKET.name }).getAttribute("href")).toBe(BASECAMP_JACKET.url);
    expect(jacket.querySelector("img")?.getAttribute("src")).toBe(BASECAMP_JACKET.image);
    expect(within(jacket).getByText("Sale price $199.99, was $249.00")).toBeTruthy();
    expect(within(jacket).getByText("$249.00").tagName).toBe("S");
    expect(within(hoodie).getByText("Price $89.00")).toBeTruthy();
    expect(within(windward).getByText("Price $149.00 – $169.00")).toBeTruthy();
    expect(screen.getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual(SUMMIT_PARKA_UPSELL.slice(0, 3).map((item) => `Add ${item.name} to cart`));
    // The visible text is part of each name (label in name), which never holds the product page's "Add to cart".
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Add", "Add", "Add"]);
    expect(await axeViolations(container)).toEqual([]);
  });

  test.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [6, 4],
  ])("stackedCount %i shows %i of the 4 in stock", (stackedCount, shown) => {
    renderUpsell(IN_STOCK, { fields: { stackedCount } });
    expect(items()).toHaveLength(shown);
  });

  test("the editor's title, else the site's words", () => {
    renderUpsell(IN_STOCK, { fields: { title: "Wear it with" } });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Wear it with");
    cleanup();
    renderUpsell(IN_STOCK, { siteId: "RL-DE" });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Den Look komplettieren");
    expect(screen.getByRole("button", { name: `${BASECAMP_JACKET.name} zum Warenkorb hinzufügen` }).textContent).toBe("Hinzufügen");
    cleanup();
    renderUpsell(IN_STOCK, { siteId: "RL-CAFR" });
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Complétez le look");
    expect(screen.getByRole("button", { name: `Ajouter ${BASECAMP_JACKET.name} au panier` }).textContent).toBe("Ajouter");
  });

  test.each([
    ["no item in stock", []],
    ["no data (its lookups failed)", undefined],
  ])("%s: nothing at all", (_, data) => {
    const { container } = renderUpsell(data);
    expect(container.innerHTML).toBe("");
  });

  test("a page the server could not decide: a skeleton of its place, hidden from assistive technology, until the browser has asked", () => {
    const { container } = renderUpsell([], { personalisation: upsellPersonalisation([], { decided: false }) });
    expect(container.querySelector("[aria-hidden='true'][data-block-id='upsell-under-test']")).not.toBeNull();
    expect(container.querySelectorAll("[data-block-id] > div > div")).toHaveLength(3);
    expect(screen.queryByRole("list")).toBeNull();
    cleanup();
    const settled = renderUpsell([], { personalisation: upsellPersonalisation([], { decided: false, recommendationsSettled: true }) });
    expect(settled.container.innerHTML).toBe("");
  });
});

describe("add to cart", () => {
  test("each item adds its own variant: busy while it adds (the others stay usable), then the mini cart opens and the page is decided again", async () => {
    const answers = new Map<string, (answer: AddAnswer) => void>();
    const routes = stubCommerceRoutes({ add: (productId) => new Promise<AddAnswer>((resolve) => answers.set(productId, resolve)) });
    const opened = vi.fn();
    const recalculated = vi.fn();
    window.addEventListener(MINI_CART_EVENT, opened);
    window.addEventListener(RECALCULATE_EVENT, recalculated);
    try {
      renderUpsell(IN_STOCK);
      const jacket = addButton(BASECAMP_JACKET.name);
      await act(async () => fireEvent.click(jacket));
      await waitFor(() => expect(answers.has(BASECAMP_JACKET.sku)).toBe(true));
      const busy = screen.getByRole("button", { name: `Adding ${BASECAMP_JACKET.name} to cart…` });
      expect(busy).toBe(jacket);
      expect([busy.getAttribute("aria-busy"), busy.getAttribute("aria-disabled"), busy.textContent]).toEqual(["true", "true", "Adding…"]);
      // Pressed again while it works: nothing more is sent.
      fireEvent.click(busy);
      // Another item is not held up.
      const hoodie = addButton(LOFT_HOODIE.name);
      expect(hoodie.getAttribute("aria-busy")).toBeNull();
      await act(async () => fireEvent.click(hoodie));
      await waitFor(() => expect(answers.has(LOFT_HOODIE.sku)).toBe(true));

      const cart = cartFixture([{ productId: BASECAMP_JACKET.sku, name: BASECAMP_JACKET.name, color: "Black", size: "M", qty: 1, price: 199.99 }]);
      await act(async () => answers.get(BASECAMP_JACKET.sku)!(cart));
      await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
      expect((opened.mock.calls[0]![0] as CustomEvent).detail).toEqual({ siteId: "RL-US", added: { productId: BASECAMP_JACKET.sku, quantity: 1 } });
      expect(recalculated).toHaveBeenCalledTimes(1);
      expect(jacket.getAttribute("aria-busy")).toBeNull();
      expect(jacket.textContent).toBe("Add");
      expect(within(items()[0]!).getByRole("status").textContent).toBe("Added to your cart");
      expect(hoodie.getAttribute("aria-busy")).toBe("true");

      const adds = routes.calls.filter((call) => call.path === "/cart/v1/item").map((call) => call.body);
      expect(adds).toEqual([
        { basketId: "cart-1", productId: BASECAMP_JACKET.sku, qty: 1 },
        { basketId: "cart-1", productId: LOFT_HOODIE.sku, qty: 1 },
      ]);
    } finally {
      window.removeEventListener(MINI_CART_EVENT, opened);
      window.removeEventListener(RECALCULATE_EVENT, recalculated);
    }
  });

  test("a refusal: an alert on that item titled 'Something went wrong' with the catalogue's message; the others are untouched", async () => {
    stubCommerceRoutes({ add: (productId) => (productId === WINDWARD_JACKET.sku ? { status: 400, errorId: "INV700", details: { productName: WINDWARD_JACKET.name } } : cartFixture([])) });
    const { container } = renderUpsell(IN_STOCK);
    await act(async () => fireEvent.click(addButton(WINDWARD_JACKET.name)));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(`Something went wrong Sorry, ${WINDWARD_JACKET.name} is out of stock.`);
    expect(items()[2]!.contains(alert)).toBe(true);
    expect(addButton(WINDWARD_JACKET.name).getAttribute("aria-busy")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
