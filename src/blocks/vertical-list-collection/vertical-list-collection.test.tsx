// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { verticalListCollectionSchema } from "./schema.ts";
import VerticalListCollection from "./vertical-list-collection.tsx";

const item = (text: string, image: string) => ({ text, url: `/en-us/c/${text.toLowerCase()}-100200`, media: { url: image, alt: text, width: 800, height: 600 } });
const fields = { title: "Explore the range", items: [item("Shells", "/media/card-jackets.svg"), item("Boots", "/media/card-footwear.svg"), item("Packs", "/media/card-packs.svg")] };

function renderList(input: Record<string, unknown> = fields) {
  const props = verticalListCollectionSchema.parse(input);
  return render(<VerticalListCollection {...props} blockId="list" />);
}
/** The preview image shown (class `shown`), by its source. */
const shownPreview = (container: HTMLElement) => container.querySelector("[aria-hidden=true] [class*=shown] img")!.getAttribute("src");

afterEach(cleanup);

describe("vertical-list collection", () => {
  test("a list of links; the first item's image shows at first", () => {
    const { container } = renderList();
    expect(screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Shells", "/en-us/c/shells-100200"],
      ["Boots", "/en-us/c/boots-100200"],
      ["Packs", "/en-us/c/packs-100200"],
    ]);
    expect(shownPreview(container)).toBe("/media/card-jackets.svg");
  });

  test.each([
    ["hovering", (link: HTMLElement) => fireEvent.mouseEnter(link.closest("li")!)],
    ["focusing", (link: HTMLElement) => act(() => link.focus())],
  ])("%s an item shows its image", (_name, interact) => {
    const { container } = renderList();
    interact(screen.getByRole("link", { name: "Packs" }));
    expect(shownPreview(container)).toBe("/media/card-packs.svg");
    expect(container.firstElementChild!.getAttribute("data-active-item")).toBe("2");
  });

  test("the preview repeats the links: hidden from screen readers, its images decorative", () => {
    const { container } = renderList();
    const preview = container.querySelector("[aria-hidden=true]")!;
    expect([...preview.querySelectorAll("img")].map((img) => img.getAttribute("alt"))).toEqual(["", "", ""]);
    // Inline thumbnails (small screens) sit inside the links that name them.
    expect(screen.getByRole("link", { name: "Boots" }).querySelector("img")!.getAttribute("alt")).toBe("");
  });

  test.each([
    ["inline", false],
    ["hidden", true],
  ])("small-screen images %s", (smallScreenImages, hiddenClass) => {
    const { container } = renderList({ ...fields, smallScreenImages });
    expect(container.firstElementChild!.className.includes("noInline")).toBe(hiddenClass);
  });
});

describe("vertical-list schema", () => {
  test.each([
    ["valid", fields, undefined],
    ["an item without an image", { items: [{ text: "Packs", url: "/en-us/c/packs-100400" }] }, "items.0.media"],
    ["an item without text", { items: [{ ...item("x", "/media/card-packs.svg"), text: "" }] }, "items.0.text"],
    ["a javascript: link", { items: [{ ...item("x", "/media/card-packs.svg"), url: "javascript:alert(1)" }] }, "items.0.url"],
    ["no items", { items: [] }, "items"],
  ] as const)("%s", (_name, input, failedField) => {
    const result = verticalListCollectionSchema.safeParse(input);
    expect(result.success).toBe(failedField === undefined);
    if (failedField) expect(result.error!.issues[0]!.path.join(".")).toBe(failedField);
  });
});
