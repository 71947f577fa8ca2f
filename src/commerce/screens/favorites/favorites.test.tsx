// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { axeViolations } from "../../../blocks/article-grid/testing/render-article-block.tsx";
import { EngineProvider } from "../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../../registry/create-registry.ts";
import { cartQuery, MINI_CART_EVENT } from "../../cart/cart-state.ts";
import { SESSION_CHANGED_EVENT, SIGN_IN_REQUEST_EVENT } from "../../identity/session-events.ts";
import { FavouriteButton, favouritesQuery } from "../../ui/favourite-button.tsx";
import Favorites from "./favorites.tsx";
import { BEANIE, JACKET, LIST_ID, manyItems, NEW_SHARE_TOKEN, PARKA, SHARE_TOKEN } from "./testing/favorites-factory.ts";
import { fakeFavouritesCommerce, type FavouritesScenario } from "./testing/fake-favorites-commerce.ts";
import { DEFAULT_FAVORITES_PROPS, renderFavorites, setSession } from "./testing/render-favorites.tsx";

// Lazy chunks (the commerce client, the quick shop) load slowly on a busy two-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

// The commerce client loads when first needed (lazy-commerce.ts): loaded once here.
beforeAll(() => import("../../commerce-access.ts"));

const THREE = [JACKET, PARKA, BEANIE];
const SHARED_SEARCH = `favoriteId=${LIST_ID}&shareToken=${SHARE_TOKEN}`;
const itemOf = (name: string) => screen.getByRole("heading", { name, level: 2 }).closest("li")!;
const names = async () => (
  await screen.findByRole("list", { name: "Favourites" }),
  within(screen.getByRole("list", { name: "Favourites" }))
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent)
);
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

const setUp = (items = THREE, scenario: FavouritesScenario = {}) => fakeFavouritesCommerce(items, scenario);

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  setSession("member");
});
afterEach(() => {
  cleanup();
  setSession("none");
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "clipboard");
});

describe("favourites: the shopper's own list", () => {
  test("the server renders the heading and a loading status, never a list", () => {
    const queryClient = new QueryClient();
    const page = pageContext({ pathname: "/en-us/favorites" });
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <EngineProvider value={{ registry: createRegistry([]), page }}>
          <Favorites blockId="favorites" {...DEFAULT_FAVORITES_PROPS} />
        </EngineProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain("Your favourites</h1>");
    expect(html).toContain("Loading the favourites…");
    expect(html).not.toContain("Add to cart");
    // A guest's offer to sign in is there at once: added at hydration, it moved the page.
    expect(html).toContain("Sign in to keep them in your account");
  });

  test("a member's list: account navigation, each item's picture, name, colour and size, price and availability", async () => {
    const fake = setUp();
    const { container } = renderFavorites(fake.client, { loggedIn: true });
    expect(await names()).toEqual(["Men's Cascade Rain Jacket", "Summit Parka", "Ridgeline Logo Beanie"]);
    expect(screen.getByRole("navigation", { name: "Your account" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Favourites" }).getAttribute("aria-current")).toBe("page");
    expect(screen.queryByRole("button", { name: "Sign in" })).toBeNull();
    expect(screen.getByText("3 items")).toBeTruthy();
    expect(fake.calls.find((call) => call.name === "favorites")?.args).toEqual([{ start: 0, count: 24 }]);

    const jacket = itemOf("Men's Cascade Rain Jacket");
    expect(within(jacket).getByRole("link", { name: "Men's Cascade Rain Jacket" }).getAttribute("href")).toBe("/en-us/p/mens-cascade-rain-jacket-RLSH1001KLG");
    expect(within(jacket).getByText("Colour: Black")).toBeTruthy();
    expect(within(jacket).getByText("Size: L")).toBeTruthy();
    expect(within(jacket).getByText("Sale price $286.99, was $410.00")).toBeTruthy();
    expect(within(jacket).getByText("$410.00").tagName).toBe("S");
    expect(within(jacket).getByText("In stock online")).toBeTruthy();
    expect(jacket.querySelector("img")!.getAttribute("src")).toBe("/media/products/RLSH1001/BLK-front.svg");

    const parka = itemOf("Summit Parka");
    expect(within(parka).getByText("Price $350.00 – $380.00")).toBeTruthy();
    expect(within(parka).queryByText(/Colour:/)).toBeNull();
    // A style's picture: its first orderable colour, from the product's details.
    await waitFor(() => expect(parka.querySelector("img")?.getAttribute("src")).toBe("/media/products/NF0A3C8D/BLU-front.svg"));

    const beanie = itemOf("Ridgeline Logo Beanie");
    expect(within(beanie).getByText("Quantity: 2")).toBeTruthy();
    expect(within(beanie).getByText("Out of stock online")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  test("in the site's money and words: the German site", async () => {
    const euro = { ...JACKET, price: { currency: "EUR", current: 286.99, original: 410, highCurrent: 286.99, highOriginal: 410 } };
    renderFavorites(setUp([euro]).client, { siteId: "RL-DE", loggedIn: true });
    await screen.findByRole("list", { name: "Favoriten" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Ihre Favoriten");
    expect(screen.getByText("Angebotspreis 286,99 €, statt 410,00 €")).toBeTruthy();
    expect(screen.getByRole("button", { name: "In den Warenkorb" })).toBeTruthy();
  });

  test("a guest with a session has a list too: no account navigation, an offer to sign in", async () => {
    setSession("guest");
    const heard = vi.fn();
    window.addEventListener(SIGN_IN_REQUEST_EVENT, heard);
    renderFavorites(setUp().client);
    expect(await names()).toHaveLength(3);
    expect(screen.queryByRole("navigation", { name: "Your account" })).toBeNull();
    expect(screen.getByText(/Your favourites are kept on this device/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener(SIGN_IN_REQUEST_EVENT, heard);
  });

  test("a guest who signs in: the account's navigation shows and the list is read again (the guest's items merged by the API)", async () => {
    setSession("guest");
    const fake = setUp([JACKET]);
    renderFavorites(fake.client);
    await names();
    const reads = () => fake.calls.filter((call) => call.name === "favorites").length;
    const before = reads();
    setSession("member");
    act(() => window.dispatchEvent(new Event(SESSION_CHANGED_EVENT)));
    expect(await screen.findByRole("navigation", { name: "Your account" })).toBeTruthy();
    await waitFor(() => expect(reads()).toBe(before + 1));
    expect(screen.queryByRole("button", { name: "Sign in" })).toBeNull();
  });

  test("a new visitor (no session): the empty list at once, and no call", async () => {
    setSession("none");
    const fake = setUp();
    renderFavorites(fake.client);
    expect(await screen.findByRole("heading", { name: "No favourites yet", level: 2 })).toBeTruthy();
    await settle();
    expect(fake.calls).toEqual([]);
  });

  test("an empty list: the editor's words and a link to shop; the site's words when the editor gave none", async () => {
    const fake = setUp([]);
    renderFavorites(fake.client, {
      loggedIn: true,
      props: { emptyTitle: "Nothing saved yet", emptyText: "Our winter jackets are in.", emptyCtaLabel: "See jackets", emptyCtaHref: "/en-us/c/jackets-100200" },
    });
    expect(await screen.findByRole("heading", { name: "Nothing saved yet" })).toBeTruthy();
    expect(screen.getByText("Our winter jackets are in.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See jackets" }).getAttribute("href")).toBe("/en-us/c/jackets-100200");
    expect(screen.queryByRole("button", { name: "Share your list" })).toBeNull();
    cleanup();
    renderFavorites(setUp([]).client, { loggedIn: true });
    expect(await screen.findByRole("heading", { name: "No favourites yet" })).toBeTruthy();
    expect(screen.getByText("Tap the heart on a product to keep it here for later.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start shopping" }).getAttribute("href")).toBe("/en-us");
  });

  test("the list cannot be read: said so, with a retry", async () => {
    const fake = setUp();
    const favorites = fake.client.favorites;
    let broken = true;
    fake.client.favorites = (async (...args: Parameters<typeof favorites>) => {
      if (broken) throw new Error("offline");
      return favorites(...args);
    }) as typeof favorites;
    renderFavorites(fake.client, { loggedIn: true });
    expect((await screen.findByRole("alert")).textContent).toContain("We could not load the favourites just now.");
    broken = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await names()).toHaveLength(3);
  });
});

describe("favourites: remove and add to cart", () => {
  test("remove: the item goes, the shopper is told, and the heart of the same product on the page turns off", async () => {
    const fake = setUp();
    const { queryClient } = renderFavorites(fake.client, { loggedIn: true, beside: <FavouriteButton siteId="RL-US" styleId="RLSH1001" /> });
    await names();
    const heart = screen.getByRole("button", { name: "Favourite" });
    await waitFor(() => expect(heart.getAttribute("aria-pressed")).toBe("true"));

    await act(async () => fireEvent.click(within(itemOf("Men's Cascade Rain Jacket")).getByRole("button", { name: "Remove" })));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Men's Cascade Rain Jacket" })).toBeNull());
    expect(fake.changes()).toEqual([{ name: "removeFavorite", args: [LIST_ID, "item-jacket"] }]);
    expect(await names()).toEqual(["Summit Parka", "Ridgeline Logo Beanie"]);
    expect(screen.getByText("2 items")).toBeTruthy();
    expect(screen.getByText("Men's Cascade Rain Jacket was removed from your favourites.")).toBeTruthy();
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    expect(queryClient.getQueryData(favouritesQuery("RL-US").queryKey)?.items.map((item) => item.itemId)).toEqual(["item-parka", "item-beanie"]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("list", { name: "Favourites" })));
  });

  test("removing the last item shows the empty list", async () => {
    renderFavorites(setUp([JACKET]).client, { loggedIn: true });
    await names();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Remove" })));
    expect(await screen.findByRole("heading", { name: "No favourites yet" })).toBeTruthy();
    expect(screen.getByText("Men's Cascade Rain Jacket was removed from your favourites.")).toBeTruthy();
  });

  test("add to cart: its own busy state, then the cart is the answer, the mini cart opens and the item says so", async () => {
    const fake = setUp();
    const addItem = fake.client.addItem;
    let answer!: () => void;
    fake.client.addItem = ((...args: Parameters<typeof addItem>) => new Promise((resolve) => (answer = () => resolve(addItem(...args))))) as typeof addItem;
    const opened = vi.fn();
    window.addEventListener(MINI_CART_EVENT, opened);
    const { queryClient } = renderFavorites(fake.client, { loggedIn: true });
    await names();
    const jacket = itemOf("Men's Cascade Rain Jacket");
    const button = within(jacket).getByRole("button", { name: "Add to cart" });
    await act(async () => fireEvent.click(button));
    expect(button.textContent).toBe("Adding…");
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(within(itemOf("Ridgeline Logo Beanie")).getByRole("button", { name: "Add to cart" }).textContent).toBe("Add to cart");
    await act(async () => answer());
    expect(await within(jacket).findByText("Added to your cart.")).toBeTruthy();
    expect(button.textContent).toBe("Add to cart");
    expect(queryClient.getQueryData(cartQuery("RL-US").queryKey)?.items.map((item) => item.productId)).toEqual(["RLSH1001KLG"]);
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(MINI_CART_EVENT, opened);
  });

  test("add to cart failing: the catalogue's message at the button, tied to it", async () => {
    const fake = setUp(THREE, { addError: "INV700" });
    renderFavorites(fake.client, { loggedIn: true });
    await names();
    const jacket = itemOf("Men's Cascade Rain Jacket");
    const button = within(jacket).getByRole("button", { name: "Add to cart" });
    await act(async () => fireEvent.click(button));
    const alert = await within(jacket).findByRole("alert");
    expect(alert.textContent).toBe("Sorry, this item is out of stock.");
    expect(button.getAttribute("aria-describedby")).toContain(alert.id);
    expect(fake.changes()).toEqual([{ name: "addItem", args: ["RLSH1001KLG", 1] }]);
    expect(within(itemOf("Summit Parka")).queryByRole("alert")).toBeNull();
  });

  test("an item out of stock online is not added; the quantity kept is the one added", async () => {
    const fake = setUp([BEANIE, { ...BEANIE, itemId: "item-beanie-2", available: true }]);
    renderFavorites(fake.client, { loggedIn: true });
    await names();
    const [outOfStock, inStock] = within(screen.getByRole("list", { name: "Favourites" })).getAllByRole("button", { name: "Add to cart" });
    expect(outOfStock!.getAttribute("aria-disabled")).toBe("true");
    await act(async () => fireEvent.click(outOfStock!));
    expect(fake.changes()).toEqual([]);
    await act(async () => fireEvent.click(inStock!));
    expect(fake.changes()).toEqual([{ name: "addItem", args: ["RLHT0001KMD", 2] }]);
  });

  test("a style kept as a favourite: “Choose a size” opens the quick shop for it; closing it returns to the button", async () => {
    const fake = setUp([PARKA]);
    renderFavorites(fake.client, { loggedIn: true });
    await names();
    const chooseSize = screen.getByRole("button", { name: "Choose a size" });
    await act(async () => fireEvent.click(chooseSize));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("link", { name: "View full details" }).getAttribute("href")).toBe("/en-us/p/mens-cascade-rain-jacket-RLSH1001");
    expect(fake.calls.filter((call) => call.name === "productDetails").map((call) => call.args)).toEqual([["NF0A3C8D"]]);
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(chooseSize));
  });

  test("a long list pages by 24: next and previous read the list from an offset", async () => {
    const fake = setUp(manyItems(30));
    renderFavorites(fake.client, { loggedIn: true });
    expect(await names()).toHaveLength(24);
    const paging = screen.getByRole("navigation", { name: "Pages of the list" });
    expect(within(paging).getByText("Items 1–24 of 30")).toBeTruthy();
    expect((within(paging).getByRole("button", { name: /Previous/ }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(within(paging).getByRole("button", { name: /Next/ })));
    await waitFor(() => expect(within(paging).getByText("Items 25–30 of 30")).toBeTruthy());
    expect((await names())[0]).toBe("Trail Layer 25");
    expect(fake.calls.filter((call) => call.name === "favorites").map((call) => call.args[0])).toEqual([
      { start: 0, count: 24 },
      { start: 24, count: 24 },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("list", { name: "Favourites" })));
    expect((within(paging).getByRole("button", { name: /Next/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("favourites: sharing", () => {
  test("share: the link is made and shown, copied to the clipboard; a new link replaces it", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    const fake = setUp();
    renderFavorites(fake.client, { loggedIn: true });
    await names();
    const panel = screen.getByRole("region", { name: "Share your list" });
    await act(async () => fireEvent.click(within(panel).getByRole("button", { name: "Share your list" })));
    const field = (await within(panel).findByRole("textbox", { name: "Link to your list" })) as HTMLInputElement;
    const link = `${window.location.origin}/en-us/favorites?favoriteId=${LIST_ID}&shareToken=${SHARE_TOKEN}`;
    expect(field.value).toBe(link);
    expect(field.readOnly).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(field));

    await act(async () => fireEvent.click(within(panel).getByRole("button", { name: "Copy link" })));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(within(panel).getByRole("status").textContent).toBe("Link copied.");

    await act(async () => fireEvent.click(within(panel).getByRole("button", { name: "Make a new link" })));
    await waitFor(() => expect(field.value).toBe(`${window.location.origin}/en-us/favorites?favoriteId=${LIST_ID}&shareToken=${NEW_SHARE_TOKEN}`));
    expect(within(panel).getByRole("status").textContent).toBe("A new link was made. The old link no longer works.");
    expect(fake.changes()).toEqual([
      { name: "shareFavorites", args: [LIST_ID, false] },
      { name: "shareFavorites", args: [LIST_ID, true] },
    ]);
    expect(await axeViolations(panel)).toEqual([]);
  });

  test("without a clipboard the link is selected for the shopper to copy", async () => {
    renderFavorites(setUp().client, { loggedIn: true });
    await names();
    const panel = screen.getByRole("region", { name: "Share your list" });
    await act(async () => fireEvent.click(within(panel).getByRole("button", { name: "Share your list" })));
    const field = (await within(panel).findByRole("textbox", { name: "Link to your list" })) as HTMLInputElement;
    field.blur();
    await act(async () => fireEvent.click(within(panel).getByRole("button", { name: "Copy link" })));
    expect(within(panel).getByRole("status").textContent).toBe("The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.");
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });

  test("the editor can turn sharing off", async () => {
    renderFavorites(setUp().client, { loggedIn: true, props: { allowSharing: false } });
    await names();
    expect(screen.queryByRole("region", { name: "Share your list" })).toBeNull();
  });
});

describe("favourites: a shared list from the URL", () => {
  test("read-only: its heading, its items with add to cart, no remove, no share, no account navigation", async () => {
    const fake = setUp();
    const { container } = renderFavorites(fake.client, { loggedIn: true, search: SHARED_SEARCH });
    expect(await names()).toEqual(["Men's Cascade Rain Jacket", "Summit Parka", "Ridgeline Logo Beanie"]);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("A shared list");
    expect(screen.getByText("Someone shared their favourites with you. Add what you like to your cart.")).toBeTruthy();
    expect(fake.calls.filter((call) => call.name !== "productDetails")).toEqual([{ name: "sharedFavorites", args: [LIST_ID, SHARE_TOKEN, { start: 0, count: 24 }] }]);
    expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Share your list" })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Your account" })).toBeNull();

    await act(async () => fireEvent.click(within(itemOf("Men's Cascade Rain Jacket")).getByRole("button", { name: "Add to cart" })));
    expect(await screen.findByText("Added to your cart.")).toBeTruthy();
    expect(fake.changes()).toEqual([{ name: "addItem", args: ["RLSH1001KLG", 1] }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  test("a guest without a session can read it, under the editor's heading", async () => {
    setSession("none");
    renderFavorites(setUp().client, { search: SHARED_SEARCH, props: { sharedHeading: "Gift ideas for you" } });
    expect(await names()).toHaveLength(3);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Gift ideas for you");
    expect(screen.queryByRole("button", { name: "Sign in" })).toBeNull();
  });

  test("a link made again since: no longer available", async () => {
    renderFavorites(setUp(THREE, { sharedGone: true }).client, { search: SHARED_SEARCH });
    expect((await screen.findByRole("alert")).textContent).toBe("This shared list is no longer available: its owner may have made a new link.");
    expect(screen.getByRole("link", { name: "Start shopping" }).getAttribute("href")).toBe("/en-us");
  });

  test("a link cut short: said so, and no call", async () => {
    const fake = setUp();
    renderFavorites(fake.client, { search: `favoriteId=${LIST_ID}&shareToken=abc` });
    expect(await screen.findByText("This link to a shared list is not complete. Ask for the link again.")).toBeTruthy();
    await settle();
    expect(fake.calls).toEqual([]);
  });
});
