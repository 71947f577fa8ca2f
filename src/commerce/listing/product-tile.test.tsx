// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { listingStrings } from "./listing-strings.ts";
import { ProductTile } from "./product-tile.tsx";
import { tile } from "./testing/listing-fixtures.ts";

afterEach(cleanup);

const text = (element: Element) => element.textContent!.replace(/\s+/g, " ").trim();

function renderTile(overrides: Parameters<typeof tile>[0] = {}, { siteId = "RL-US", eager = false } = {}) {
  return render(<ProductTile tile={tile(overrides)} siteId={siteId} strings={listingStrings(siteId)} eager={eager} />);
}

describe("product tile", () => {
  test("name links to the product page; the front picture of the first colour, the back one behind it, square and lazy", () => {
    const { container } = renderTile();
    const link = screen.getByRole("link", { name: "Men's Cascade Rain Jacket" });
    expect(link.getAttribute("href")).toBe("/en-us/p/mens-cascade-rain-jacket-RLSH1001");
    const [front, back] = [...container.querySelectorAll("img")];
    expect(front!.getAttribute("src")).toBe("/media/products/RLSH1001/BLK-front.svg");
    expect(back!.getAttribute("src")).toBe("/media/products/RLSH1001/BLK-back.svg");
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
