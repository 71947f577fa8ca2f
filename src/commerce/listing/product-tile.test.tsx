// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import type { CommerceClient } from "../api/client.ts";
import type { PageContext } from "../../engine/page-context.ts";
import { favouritesQuery } from "../ui/favourite-button.tsx";
import { fakeFavouritesCommerce } from "../screens/favorites/testing/fake-favorites-commerce.ts";
import { favouriteItem, LIST_ID } from "../screens/favorites/testing/favorites-factory.ts";
import { setSession } from "../screens/favorites/testing/render-favorites.tsx";
import { listingStrings } from "./listing-strings.ts";
import { BACK_VIEW_MEDIA, NO_BACK_VIEW, ProductTile } from "./product-tile.tsx";
import { tile } from "./testing/listing-fixtures.ts";
import { axeViolations, renderWithCommerce } from "./testing/render-listing.tsx";

// The heart imports the commerce client when it first changes the favourites (lazy-commerce.ts): loaded once here.
configure({ asyncUtilTimeout: 5_000 });
beforeAll(() => import("../commerce-access.ts"));

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  cleanup();
  setSession("none");
  document.cookie = "rl_store_mode=; Max-Age=0; path=/";
});

const text = (element: Element) => element.textContent!.replace(/\s+/g, " ").trim();

interface TileOptions {
  siteId?: string;
  eager?: boolean;
  /** The heart (the listing shows it once the page is interactive). */
  showFavourite?: boolean;
  commerce?: Partial<CommerceClient>;
  context?: Partial<PageContext>;
}

function renderTile(overrides: Parameters<typeof tile>[0] = {}, { siteId = "RL-US", eager = false, showFavourite = false, commerce, context }: TileOptions = {}) {
  return renderWithCommerce(<ProductTile tile={tile(overrides)} siteId={siteId} strings={listingStrings(siteId)} eager={eager} showFavourite={showFavourite} />, { siteId, commerce, context });
}

describe("product tile", () => {
  test("name links to the product page; the front picture of the first colour, the back one behind it for screens with hover only, square and lazy", () => {
    const { container } = renderTile();
    const link = screen.getByRole("link", { name: "Men's Cascade Rain Jacket" });
    expect(link.getAttribute("href")).toBe("/en-us/p/mens-cascade-rain-jacket-RLSH1001");
    const [front, back] = [...container.querySelectorAll("img")];
    expect(front!.getAttribute("src")).toBe("/media/products/RLSH1001/BLK-front.svg");
    const backSource = back!.parentElement!.querySelector("source")!;
    expect([backSource.getAttribute("media"), backSource.getAttribute("srcset")]).toEqual([BACK_VIEW_MEDIA, "/media/products/RLSH1001/BLK-back.svg"]);
    expect(back!.getAttribute("src")).toBe(NO_BACK_VIEW);
    expect([front!.getAttribute("width"), front!.getAttribute("height"), front!.getAttribute("loading")]).toEqual(["600", "600", "lazy"]);
  });

  test("the first row's pictures load at once", () => {
    const { container } = renderTile({}, { eager: true });
    expect(container.querySelector("img")!.getAttribute("loading")).toBe("eager");
  });

  test.each([
    ["RL-US", "Sale price $286.99 – $289.99, was $410.00 – $415.00"],
    ["RL-GB", "Sale price £286.99 – £289.99, was £410.00 – £415.00"],
    ["RL-DE", /^Sonderpreis 286,99\s€ – 289,99\s€, statt 410,00\s€ – 415,00\s€$/],
    ["RL-CAFR", /^Prix soldé 286,99\sCAD – 289,99\sCAD, au lieu de 410,00\sCAD – 415,00\sCAD$/],
  ])("sale price range on %s: current and struck-through original", (siteId, label) => {
    const { container } = renderTile({}, { siteId });
    const price = container.querySelector("p")!;
    expect(price.querySelector(".visually-hidden")!.textContent).toMatch(label);
    expect(price.querySelector("s")).not.toBeNull();
  });

  test("a price not on sale: one amount, nothing struck through", () => {
    const { container } = renderTile({ price: { currency: "USD", lowCurrent: 99, highCurrent: 99, lowOriginal: 99, highOriginal: 99, onSale: false, percentageDiscount: 0 } });
    const price = container.querySelector("p")!;
    expect(price.querySelector(".visually-hidden")!.textContent).toBe("Price $99.00");
    expect(price.querySelector("s")).toBeNull();
  });

  test("at most five swatches, then +N; the list names the number of colours", () => {
    renderTile({ colors: ["Black", "Lake Blue", "Sunset Coral", "Granite Grey", "Forest", "Ochre", "Snowfall"] });
    const list = screen.getByRole("list", { name: "7 colours" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map(text)).toEqual(["Black", "Lake Blue", "Sunset Coral", "Granite Grey", "Forest", "+2"]);
  });

  test("badge and rating with its count; no rating line without reviews", () => {
    renderTile();
    expect(screen.getByText("Sale")).toBeTruthy();
    expect(screen.getByText("Rated 3.7 out of 5, 1092 reviews")).toBeTruthy();
    cleanup();
    renderTile({ rating: { score: 0, reviewsCount: 0 }, badge: null });
    expect(screen.queryByText(/Rated/)).toBeNull();
    expect(screen.queryByText("Sale")).toBeNull();
  });

  test("a tile whose colours the catalogue does not know shows no broken picture", () => {
    const { container } = renderTile({ colors: ["Mauve"] });
    expect(container.querySelector("img")).toBeNull();
  });
});

describe("the tile's heart", () => {
  const NAME = "Favourite: Men's Cascade Rain Jacket";
  /** The Cascade jacket kept as a style, beside another product. */
  const CASCADE = favouriteItem({ itemId: "item-cascade", id: "RLSH1001" });
  const OTHER = favouriteItem({ itemId: "item-other", id: "RLYDY3NC", name: "Men's Drizzle Packable Jacket" });
  const heart = () => screen.getByRole("button", { name: NAME });

  test("not in the server's HTML or before the page is interactive: the listing shows it then", () => {
    renderTile();
    expect(screen.queryByRole("button", { name: /Favourite/ })).toBeNull();
  });

  test("shows whether the product is among the shopper's favourites; over the picture, outside the product's link", async () => {
    setSession("guest");
    const fake = fakeFavouritesCommerce([OTHER, CASCADE]);
    const { container } = renderTile({}, { showFavourite: true, commerce: fake.client });
    expect(heart().getAttribute("aria-pressed")).toBe("false");
    await waitFor(() => expect(heart().getAttribute("aria-pressed")).toBe("true"));
    expect(heart().getAttribute("title")).toBe("Remove from favourites");
    expect(heart().closest("a")).toBeNull();
    expect(fake.calls.map((call) => call.name)).toEqual(["favorites"]);
    expect(await axeViolations(container)).toEqual([]);
    cleanup();
    renderTile({}, { showFavourite: true, commerce: fakeFavouritesCommerce([OTHER]).client });
    await waitFor(() => expect(screen.getByRole("button", { name: NAME }).getAttribute("title")).toBe("Add to favourites"));
    expect(heart().getAttribute("aria-pressed")).toBe("false");
  });

  test("without a session the favourites are not read (nothing is kept yet): the heart is off", async () => {
    const fake = fakeFavouritesCommerce([CASCADE]);
    renderTile({}, { showFavourite: true, commerce: fake.client });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(heart().getAttribute("aria-pressed")).toBe("false");
    expect(fake.calls).toEqual([]);
  });

  test("a press adds the style through the client and the heart turns on; another press removes it; the keyboard keeps its place", async () => {
    setSession("member");
    const fake = fakeFavouritesCommerce([OTHER]);
    const { queryClient } = renderTile({}, { showFavourite: true, commerce: fake.client });
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    heart().focus();
    await act(async () => fireEvent.click(heart()));
    await waitFor(() => expect(heart().getAttribute("aria-pressed")).toBe("true"));
    expect(fake.changes()).toEqual([{ name: "addFavorite", args: [{ id: "RLSH1001" }] }]);
    expect(queryClient.getQueryData(favouritesQuery("RL-US").queryKey)?.items.map((item) => item.id)).toEqual(["RLYDY3NC", "RLSH1001"]);
    expect(document.activeElement).toBe(heart());

    const added = queryClient.getQueryData(favouritesQuery("RL-US").queryKey)!.items.at(-1)!;
    await act(async () => fireEvent.click(heart()));
    await waitFor(() => expect(heart().getAttribute("aria-pressed")).toBe("false"));
    expect(fake.changes().at(-1)).toEqual({ name: "removeFavorite", args: [LIST_ID, added.itemId] });
    expect(document.activeElement).toBe(heart());
  });

  test("while the change is sent the heart says it is busy and a second press sends nothing more", async () => {
    setSession("member");
    const fake = fakeFavouritesCommerce([]);
    const addFavorite = fake.client.addFavorite;
    const waiting: (() => void)[] = [];
    const slow = { ...fake.client, addFavorite: ((...args: Parameters<typeof addFavorite>) => new Promise((resolve) => waiting.push(() => resolve(addFavorite(...args))))) as typeof addFavorite };
    renderTile({}, { showFavourite: true, commerce: slow });
    await act(async () => fireEvent.click(heart()));
    await waitFor(() => expect(waiting).toHaveLength(1));
    expect(heart().getAttribute("aria-disabled")).toBe("true");
    await act(async () => fireEvent.click(heart()));
    await act(async () => waiting[0]!());
    await waitFor(() => expect(heart().getAttribute("aria-pressed")).toBe("true"));
    expect(heart().getAttribute("aria-disabled")).toBeNull();
    expect(waiting).toHaveLength(1);
    expect(fake.changes()).toHaveLength(1);
  });

  test("a failed change leaves the heart as it was and says so; the next press tries again", async () => {
    setSession("member");
    const fake = fakeFavouritesCommerce([CASCADE], { changeError: "GEN500" });
    const { container } = renderTile({}, { showFavourite: true, commerce: fake.client });
    await waitFor(() => expect(heart().getAttribute("aria-pressed")).toBe("true"));
    await act(async () => fireEvent.click(heart()));
    expect((await screen.findByRole("alert")).textContent).toBe("Your favourites could not be changed. Try again.");
    expect(heart().getAttribute("aria-pressed")).toBe("true");
    expect(fake.changes()).toEqual([{ name: "removeFavorite", args: [LIST_ID, "item-cascade"] }]);
    expect(await axeViolations(container)).toEqual([]);
    await act(async () => fireEvent.click(heart()));
    await waitFor(() => expect(fake.changes()).toHaveLength(2));
  });

  test.each([
    ["RL-CAFR", "Favori : Men's Cascade Rain Jacket"],
    ["RL-DE", "Favorit: Men's Cascade Rain Jacket"],
  ])("named in the site's language on %s", (siteId, name) => {
    renderTile({}, { siteId, showFavourite: true });
    expect(screen.getByRole("button", { name })).toBeTruthy();
  });

  test("none when the site's favourites are switched off, nor in buy-in-store mode; the favourites are not read", async () => {
    setSession("member");
    const fake = fakeFavouritesCommerce([CASCADE]);
    renderTile({}, { showFavourite: true, commerce: fake.client, context: { favourites: false } });
    expect(screen.queryByRole("button", { name: /Favourite/ })).toBeNull();
    cleanup();
    document.cookie = "rl_store_mode=1; path=/";
    renderTile({}, { showFavourite: true, commerce: fake.client });
    expect(screen.queryByRole("button", { name: /Favourite/ })).toBeNull();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fake.calls).toEqual([]);
  });
});
