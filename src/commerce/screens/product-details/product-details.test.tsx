// @vitest-environment jsdom
import { SITES } from "../../../../contracts/sites.ts";
import { cartCookieOf } from "../../cookies.ts";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { analytics } from "../../../analytics/event-bus.ts";
import { axeViolations } from "../../../blocks/article-grid/testing/render-article-block.tsx";
import { MINI_CART_EVENT } from "../../cart/cart-state.ts";
import { cartFixture, stubCommerceRoutes } from "./testing/commerce-routes.ts";
import { ALPINE_BIVY_SHELTER, CASCADE_RAIN_JACKET, CASCADE_RAIN_JACKET_INVENTORY, SUMMIT_PARKA } from "../../catalogue/testing/product-answers.ts";
import { hydrateProductDetails, renderProductDetails } from "./testing/render-product-details.tsx";

// The commerce client loads when first needed (lazy-commerce.ts): loaded once here.
beforeAll(() => import("../../commerce-access.ts"));

vi.mock("embla-carousel-react", async () => (await import("../../../ui/carousel/fake-embla.testing.ts")).fakeEmblaModule);
vi.mock("../../ui/pickup-in-store-dialog.tsx", () => ({
  PickupInStoreDialog: (props: { open: boolean; productId: string; onChoose(store: { storeId: string; storeName: string }): void }) =>
    props.open ? (
      <div role="dialog" aria-label="Pick a store">
        <button type="button" onClick={() => props.onChoose({ storeId: "RL-NYC-01", storeName: "New York" })}>
          Choose New York for {props.productId}
        </button>
      </div>
    ) : null,
}));

const price = () => screen.getByTestId("product-price");
const size = (name: string | RegExp) => screen.getByRole("radio", { name });
/** Waits for the browser's reads (inventory, favourites) to be answered and rendered. */
async function settle(calls: unknown[], count: number) {
  await act(async () => {
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(count));
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}
const alert = () => screen.getAllByRole("alert").find((element) => element.textContent) ?? null;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.history.replaceState(null, "", "/en-us/p/mens-cascade-rain-jacket-RLSH1001");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const name of [...SITES.map((site) => cartCookieOf(site.siteId)), "rl_rt_exp", "rl_csrf"]) document.cookie = `${name}=; max-age=0; path=/`;
});

describe("product details", () => {
  test("shows the product from the server's data: breadcrumbs, name, badge, rating, sale price range, swatches and sizes", async () => {
    const routes = stubCommerceRoutes({ inventory: CASCADE_RAIN_JACKET_INVENTORY });
    const { container } = renderProductDetails(CASCADE_RAIN_JACKET);
    await settle(routes.calls, 1);
    // No stock counts are read before a size is picked (nor the commerce client loaded for them).
    expect(routes.calls.some((call) => call.path.endsWith("/inventory"))).toBe(false);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Men's Cascade Rain Jacket");
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" })).getAllByRole("link");
    expect(crumbs.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/en-us"],
      ["Jackets", "/en-us/c/jackets-100200"],
      ["Shells", "/en-us/c/shells-100210"],
      ["Men's Cascade Rain Jacket", "/en-us/p/mens-cascade-rain-jacket-RLSH1001"],
    ]);
    expect(screen.getByText("Sale")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Rated 3.7 out of 5, 1092 reviews" }).getAttribute("href")).toBe("#reviews");
    expect(within(price()).getByText("Sale price $286.99 – $289.99, was $410.00 – $415.00")).toBeTruthy();
    expect(screen.getAllByRole("radio", { name: /Lake Blue|Sunset Coral|Black|Granite Grey/ }).map((radio) => (radio as HTMLInputElement).value)).toEqual(["BLU", "CRL", "BLK", "GRY"]);
    expect((screen.getByRole("radio", { name: "Lake Blue" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("group", { name: "Colour: Lake Blue" })).toBeTruthy();
    expect(["S", "M", "L", "XL", "XXL"].every((value) => size(value))).toBe(true);
    const pictures = screen.getAllByRole("img", { name: /Men.s Cascade Rain Jacket in Lake Blue/, hidden: true });
    expect(pictures.map((picture) => picture.getAttribute("src"))).toEqual(["front", "back", "detail", "worn"].map((view) => `/media/products/RLSH1001/BLU-${view}.svg`));
    expect(pictures[0]!.getAttribute("loading")).toBe("eager");
    expect(pictures[0]!.getAttribute("fetchpriority")).toBe("high");
    expect(pictures[1]!.getAttribute("loading")).toBe("lazy");
    expect(await axeViolations(container)).toEqual([]);
  });

  test("each size tells its stock for the chosen colour, 'Only N left' from the inventory once a size is picked", async () => {
    const routes = stubCommerceRoutes({ inventory: CASCADE_RAIN_JACKET_INVENTORY });
    renderProductDetails(CASCADE_RAIN_JACKET, { search: "color=BLK" });
    expect(size("S (Low stock)")).toBeTruthy();
    fireEvent.click(size("L"));
    await waitFor(() => expect(routes.calls.some((call) => call.path === "/products/v2/products/RLSH1001/inventory")).toBe(true));
    await waitFor(() => expect(size("S (Only 2 left)")).toBeTruthy());
    fireEvent.click(size("S (Only 2 left)"));
    expect(screen.getByText("Only 2 left")).toBeTruthy();
    fireEvent.click(size("M (Available in stores only)"));
    expect(screen.getByText("Available in stores only", { selector: "p" })).toBeTruthy();
    fireEvent.click(size("L"));
    expect(screen.getByText("In stock")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Granite Grey" }));
    expect(screen.getByText("In stock")).toBeTruthy();
    fireEvent.click(size("S (Out of stock)"));
    expect(screen.getByText("Out of stock", { selector: "p" })).toBeTruthy();
  });

  test("low stock without the inventory reads 'Low stock'", () => {
    stubCommerceRoutes();
    renderProductDetails(CASCADE_RAIN_JACKET, { search: "color=BLK" });
    fireEvent.click(size(/^S \(/));
    expect(screen.getByText("Low stock")).toBeTruthy();
  });

  test("the colour comes from ?color= and a new colour goes to the URL, other parameters kept", () => {
    stubCommerceRoutes();
    window.history.replaceState(null, "", "/en-us/p/mens-cascade-rain-jacket-RLSH1001?utm=x&color=GRY");
    renderProductDetails(CASCADE_RAIN_JACKET, { search: "utm=x&color=GRY" });
    expect((screen.getByRole("radio", { name: "Granite Grey" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole("img", { name: /in Granite Grey/ })[0]!.getAttribute("src")).toBe("/media/products/RLSH1001/GRY-front.svg");
    fireEvent.click(screen.getByRole("radio", { name: "Sunset Coral" }));
    expect(window.location.search).toBe("?utm=x&color=CRL");
    expect(screen.getAllByRole("img", { name: /in Sunset Coral/ })[0]!.getAttribute("src")).toBe("/media/products/RLSH1001/CRL-front.svg");
    expect(screen.getByRole("link", { name: /Rated/ })).toBeTruthy();
  });

  test("a variant id preselects its colour and size; the variant's price shows", () => {
    stubCommerceRoutes();
    renderProductDetails({ ...CASCADE_RAIN_JACKET, selectedVariantId: "RLSH1001B2X" });
    expect((screen.getByRole("radio", { name: "Lake Blue" }) as HTMLInputElement).checked).toBe(true);
    expect((size("XXL") as HTMLInputElement).checked).toBe(true);
    expect(within(price()).getByText("Sale price $289.99, was $415.00")).toBeTruthy();
  });

  test("add to cart asks for a size first, then adds the quantity, publishes product.addToCart and opens the mini cart", async () => {
    const cart = cartFixture([{ productId: "RLSH1001BLG", name: "Men's Cascade Rain Jacket", color: "Lake Blue", size: "L", qty: 2, price: 286.99 }]);
    const routes = stubCommerceRoutes({ add: cart });
    const events: unknown[] = [];
    const stop = analytics.subscribe((name, payload) => events.push([name, payload]));
    const opened = vi.fn();
    window.addEventListener(MINI_CART_EVENT, opened);
    renderProductDetails(CASCADE_RAIN_JACKET);
    const add = screen.getByRole("button", { name: "Add to cart" });
    fireEvent.click(add);
    expect(alert()?.textContent).toBe("Please choose a size.");
    fireEvent.click(size("L"));
    expect(alert()).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect((screen.getByLabelText("Quantity") as HTMLInputElement).value).toBe("2");
    await act(async () => fireEvent.click(add));
    await waitFor(() => expect(opened).toHaveBeenCalled());
    expect(routes.calls.find((call) => call.path === "/cart/v1/item")?.body).toEqual({ basketId: "cart-1", productId: "RLSH1001BLG", qty: 2 });
    expect(events).toContainEqual([
      "product.addToCart",
      { product: { productId: "RLSH1001", variantId: "RLSH1001BLG", name: "Men's Cascade Rain Jacket", price: 286.99, currency: "USD" }, quantity: 2, fulfilment: "delivery" },
    ]);
    expect(events).toContainEqual(["product.detailView", { product: expect.objectContaining({ productId: "RLSH1001", variantId: undefined }) }]);
    stop();
    window.removeEventListener(MINI_CART_EVENT, opened);
  });

  test("a colour and size picked before the code ran are the ones added", async () => {
    const cart = cartFixture([{ productId: "RLSH1001KLG", name: "Men's Cascade Rain Jacket", color: "Black", size: "L", qty: 1, price: 286.99 }]);
    const routes = stubCommerceRoutes({ add: cart });
    const opened = vi.fn();
    window.addEventListener(MINI_CART_EVENT, opened);
    // The shopper clicks the server's radios: the browser checks them, no code hears it.
    const unmount = await hydrateProductDetails(CASCADE_RAIN_JACKET, (container) => {
      within(container).getByRole("radio", { name: "Black" }).click();
      within(container).getByRole("radio", { name: /^L\b/ }).click();
    });
    try {
      await waitFor(() => expect(screen.getByRole("group", { name: /Size: L/ })).toBeTruthy());
      expect(screen.getByRole("group", { name: /Colour: Black/ })).toBeTruthy();
      expect(window.location.search).toBe("?color=BLK");
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add to cart" })));
      await waitFor(() => expect(opened).toHaveBeenCalled());
      expect(routes.calls.find((call) => call.path === "/cart/v1/item")?.body).toEqual({ basketId: "cart-1", productId: "RLSH1001KLG", qty: 1 });
    } finally {
      window.removeEventListener(MINI_CART_EVENT, opened);
      unmount();
    }
  });

  test("a refused add shows the catalogue's message next to the button", async () => {
    stubCommerceRoutes({ add: { status: 400, errorId: "INV408", details: { maxAllowedQuantity: 3 } } });
    renderProductDetails(CASCADE_RAIN_JACKET);
    fireEvent.click(size("L"));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Add to cart" })));
    await waitFor(() => expect(alert()?.textContent).toBe("You can add at most 3 of this item."));
  });

  test("pick up in store: the chosen store goes with the add", async () => {
    const routes = stubCommerceRoutes({ add: cartFixture([{ productId: "RLSH1001BLG", name: "Jacket", color: "Lake Blue", size: "L", qty: 1, price: 286.99 }]) });
    renderProductDetails(CASCADE_RAIN_JACKET);
    fireEvent.click(size("L"));
    fireEvent.click(screen.getByRole("button", { name: "Pick up in store" }));
    const choose = await screen.findByRole("button", { name: "Choose New York for RLSH1001BLG" });
    await act(async () => fireEvent.click(choose));
    await waitFor(() => expect(routes.calls.find((call) => call.path === "/cart/v1/cart/cart-1/item")).toMatchObject({ method: "PUT", body: { itemId: "line-1" } }));
    expect(alert()).toBeNull();
  });

  test("out of stock everywhere: 'notify me' instead of add, the e-mail checked, then subscribed", async () => {
    const routes = stubCommerceRoutes();
    renderProductDetails(ALPINE_BIVY_SHELTER);
    expect(screen.queryByRole("button", { name: "Add to cart" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Pick up in store" })).toBeNull();
    fireEvent.click(size("2P (Out of stock)"));
    fireEvent.click(screen.getByRole("button", { name: "Notify me when back in stock" }));
    const dialog = await screen.findByRole("dialog", { name: "Back in stock alert" });
    fireEvent.change(within(dialog).getByLabelText("Email address"), { target: { value: "not-an-address" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Notify me" }));
    expect(within(dialog).getByText("Enter an email address like name@example.com.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Email address"), { target: { value: "ada@example.com" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Notify me" })));
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).toContain("ada@example.com"));
    expect(routes.calls.find((call) => call.path === "/products/v1/notifications")).toEqual({ method: "PUT", path: "/products/v1/notifications", body: { email: "ada@example.com", productId: "RLTN0008C2P", siteId: "RL-US" } });
  });

  test("a failed subscription shows its message", async () => {
    stubCommerceRoutes({ notify: { status: 400, errorId: "AUT453" } });
    renderProductDetails(ALPINE_BIVY_SHELTER);
    fireEvent.click(size(/^1P/));
    fireEvent.click(screen.getByRole("button", { name: "Notify me when back in stock" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Email address"), { target: { value: "ada@example.com" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Notify me" })));
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).not.toBe(""));
  });

  test("the gallery: thumbnails and arrow keys choose the picture; zoom opens the large one, Escape closes it", async () => {
    stubCommerceRoutes();
    renderProductDetails(SUMMIT_PARKA);
    const thumbs = screen.getAllByRole("button", { name: /Show picture/ });
    expect(thumbs[0]!.getAttribute("aria-current")).toBe("true");
    fireEvent.click(thumbs[2]!);
    expect(thumbs[2]!.getAttribute("aria-current")).toBe("true");
    fireEvent.keyDown(thumbs[2]!, { key: "ArrowRight" });
    expect(thumbs[3]!.getAttribute("aria-current")).toBe("true");
    expect(document.activeElement).toBe(thumbs[3]);
    const carousel = screen.getByRole("region", { name: "Product pictures" });
    fireEvent.keyDown(carousel, { key: "Home" });
    expect(thumbs[0]!.getAttribute("aria-current")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: /Zoom in: Summit Parka in Black, front view/ }));
    const zoom = await screen.findByRole("dialog", { name: "Summit Parka: pictures" });
    fireEvent.click(within(zoom).getByRole("button", { name: "Next picture" }));
    expect(within(zoom).getByRole("img").getAttribute("alt")).toBe("Summit Parka in Black, back view");
    fireEvent.keyDown(zoom, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  test("the heart adds the style to the favourites, and removes it again", async () => {
    const routes = stubCommerceRoutes();
    renderProductDetails(SUMMIT_PARKA);
    await settle(routes.calls, 1);
    const heart = screen.getByRole("button", { name: "Favourite" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    await act(async () => fireEvent.click(heart));
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("true"));
    expect(routes.calls.find((call) => call.method === "POST")).toMatchObject({ path: "/wishlists/v2/favorites", body: { id: "NF0A3C8D" } });
    await act(async () => fireEvent.click(heart));
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("false"));
    expect(routes.calls.find((call) => call.method === "DELETE")?.path).toBe("/wishlists/v2/favorites/fav-1/items/item-1");
  });

  test("the product's structured data is in the page, `<` escaped", () => {
    stubCommerceRoutes();
    const { container } = renderProductDetails({ ...SUMMIT_PARKA, description: "Warm </script> parka" });
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain("</script>");
    expect(JSON.parse(script.innerHTML)).toMatchObject({ "@type": "Product", name: "Summit Parka", description: "Warm </script> parka", brand: { name: "Ridgeline" } });
  });

  test("in French, without data a placeholder", () => {
    stubCommerceRoutes();
    renderProductDetails({ ...SUMMIT_PARKA, siteId: "RL-CAFR" }, { siteId: "RL-CAFR" });
    expect(screen.getByRole("button", { name: "Ajouter au panier" })).toBeTruthy();
    cleanup();
    const { container } = renderProductDetails(undefined);
    expect(container.querySelector('[data-screen="product-details"]')?.getAttribute("aria-hidden")).toBe("true");
  });

  test("the product's promotions are called out under the price", () => {
    stubCommerceRoutes();
    renderProductDetails({ ...CASCADE_RAIN_JACKET, promotions: [{ promotionId: "PRODUCT20-FLEECE", name: "20% off fleece", callout: "Add any fleece for 20% off" }] });
    expect(within(screen.getByRole("list", { name: "Offers" })).getByText("Add any fleece for 20% off")).toBeTruthy();
    cleanup();
    stubCommerceRoutes();
    renderProductDetails({ ...CASCADE_RAIN_JACKET, promotions: [] });
    expect(screen.queryByRole("list", { name: "Offers" })).toBeNull();
  });
});
