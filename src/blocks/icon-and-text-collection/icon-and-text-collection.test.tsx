// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import IconAndTextCollection from "./icon-and-text-collection.tsx";
import { iconAndTextLayout } from "./icon-and-text-layout.ts";
import { iconAndTextCollectionSchema } from "./schema.ts";

afterEach(cleanup);

describe("icon-and-text layout rules (content spec §9)", () => {
  test.each([
    ["icon-above-text", 3, 1, "thirds"],
    ["icon-above-text", 4, 1, "two-columns"],
    ["icon-above-text", 5, 1, "thirds"],
    ["icon-left", 2, 2, "thirds"],
    ["icon-left", 4, 2, "two-columns"],
    ["icon-left", 6, 2, "thirds"],
    ["one-column", 4, 1, "one-column"],
    ["one-column", 3, 1, "one-column"],
  ] as const)("%s with %i items: gap %i, %s", (variant, count, gap, grid) => {
    expect(iconAndTextLayout(variant, count, "medium")).toMatchObject({ gap, grid });
  });

  test.each([
    ["small", "md", 1.5],
    ["medium", "lg", 2],
    ["large", "3xl", 4],
  ] as const)("icon size %s = %s (%srem)", (size, token, rem) => {
    expect(iconAndTextLayout("icon-left", 3, size)).toMatchObject({ iconToken: token, iconRem: rem });
  });
});

const item = (name: string, text: string) => ({ icon: { dir: "ui", name }, richText: `<p>${text}</p>` });

describe("icon-and-text collection", () => {
  test("a list of icons (hidden from screen readers) with their texts and links", () => {
    const props = iconAndTextCollectionSchema.parse({
      title: "Our promise",
      variant: "icon-left",
      iconSize: "large",
      iconAndText: [
        { ...item("shipping", "Free shipping"), target: { text: "Delivery options", url: "/en-us/help-shipping" } },
        item("returns", "60-day returns"),
        item("repair", "Repairs for life"),
        item("warranty", "Two-year warranty"),
      ],
    });
    const { container } = render(<IconAndTextCollection {...props} blockId="icons" />);
    expect(screen.getAllByRole("listitem").map((entry) => entry.textContent)).toEqual([
      "Free shippingDelivery options",
      "60-day returns",
      "Repairs for life",
      "Two-year warranty",
    ]);
    expect(screen.getByRole("link", { name: "Delivery options" }).getAttribute("href")).toBe("/en-us/help-shipping");
    const root = container.firstElementChild as HTMLElement;
    expect([root.dataset.grid, root.dataset.iconSize, root.style.getPropertyValue("--icon-gap"), root.style.getPropertyValue("--icon-size")]).toEqual([
      "two-columns",
      "3xl",
      "2rem",
      "4rem",
    ]);
    for (const svg of container.querySelectorAll("svg")) expect(svg.getAttribute("aria-hidden")).toBe("true");
  });
});

describe("icon-and-text schema", () => {
  test.each([
    ["valid, defaults applied", { iconAndText: [item("shipping", "Free")] }, undefined],
    ["an unknown icon", { iconAndText: [item("unicorn", "Magic")] }, ["iconAndText.0.icon.name", "Unknown icon \"unicorn\" in ui: one of shipping, returns, repair, warranty, recycled, support, store, secure"]],
    ["an unknown icon dir", { iconAndText: [{ icon: { dir: "brand", name: "logo" }, richText: "<p>x</p>" }] }, ["iconAndText.0.icon.dir", "Icon dir is one of ui, activity"]],
    ["an icon of the activity dir", { iconAndText: [{ icon: { dir: "activity", name: "hiking" }, richText: "<p>Hiking</p>" }] }, undefined],
    ["grey text on white", { iconAndText: [{ ...item("shipping", "Free"), backgroundColor: "#ffffff", textColor: "#aaaaaa" }] }, ["iconAndText.0.textColor", "Text colour #aaaaaa on #ffffff has a contrast of 2.32:1; shoppers need at least 4.5:1"]],
    ["default ink on a dark background", { iconAndText: [{ ...item("shipping", "Free"), backgroundColor: "#1f3b2d" }] }, ["iconAndText.0.textColor", "Text colour #1a1f1c on #1f3b2d has a contrast of 1.37:1; shoppers need at least 4.5:1"]],
    ["a link without text", { iconAndText: [{ ...item("shipping", "Free"), target: { url: "/en-us/help" } }] }, ["iconAndText.0.target.text", "A link needs text"]],
    ["an unknown variant", { variant: "grid", iconAndText: [item("shipping", "Free")] }, ["variant", "variant is one of icon-above-text, icon-left, one-column"]],
    ["no items", { iconAndText: [] }, ["iconAndText", "An icon-and-text collection needs at least one item"]],
  ] as const)("%s", (_name, input, failure) => {
    const result = iconAndTextCollectionSchema.safeParse(input);
    if (!failure) {
      expect(result.success).toBe(true);
      expect(result.data).toMatchObject({ iconSize: "medium", variant: "icon-above-text" });
      return;
    }
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect([issue.path.join("."), issue.message]).toEqual(failure);
  });
});
