import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, withoutField, type BlockFields } from "../../engine/react/story-helpers.tsx";

const card = (id: string, title: string, image: string, url: string) => ({
  id,
  type: "linked-card",
  title,
  media: { type: "image", url: image, alt: "", width: 800, height: 600 },
  targets: [{ text: `Shop ${title.toLowerCase()}`, url }],
});

/** The first fixture collection (the gallery page's carousel of cards), else this one. */
const collection = fixtureArgs(
  "collection",
  {
    title: "Trail-ready picks",
    subtitle: "Our most-loved gear for long days out",
    breakpoints: { sm: { type: "carousel", slideWidth: 80 }, md: { slideWidth: 45 }, lg: { slideWidth: 25, showProgress: true } },
    items: [
      card("story-card-jackets", "Jackets", "/media/card-jackets.svg", "/en-us/c/jackets-100200"),
      card("story-card-footwear", "Footwear", "/media/card-footwear.svg", "/en-us/c/footwear-100300"),
      card("story-card-packs", "Packs", "/media/card-packs.svg", "/en-us/c/packs-100400"),
      card("story-card-help", "Sizing", "/media/card-help.svg", "/en-us/help-sizing"),
    ],
  },
  (fields) => typeof fields.title === "string" && Array.isArray(fields.items) && fields.items.length >= 4,
);

/** A fixture collection that rotates by itself, else the default one set to rotate. */
const rotating = fixtureArgs(
  "collection",
  { ...collection, breakpoints: { sm: { type: "carousel", autoplay: true, autorotateTime: 6000, loop: true } } },
  (fields) => (fields.breakpoints as { sm?: { autoplay?: boolean } } | undefined)?.sm?.autoplay === true,
);

const meta = {
  title: "Blocks/Collection",
  ...blockStoriesMeta("collection"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A carousel at every breakpoint: arrows from md, dots on small screens, a progress bar on large ones. */
export const Carousel: Story = {
  args: collection,
  parameters: { block: { expectHtml: ['aria-roledescription="carousel"', 'aria-roledescription="slide"', 'aria-label="1 of '] } },
};

/** Carousel on small and medium screens, a 4-column grid from 1200px. */
export const GridOnLargeScreens: Story = {
  args: { ...collection, breakpoints: { sm: { type: "carousel", slideWidth: 80 }, md: { slideWidth: 45 }, lg: { type: "grid", slideWidth: 25 } } },
  parameters: { block: { expectHtml: ['data-layout-sm="carousel"', 'data-layout-lg="grid"', "--grid-columns-lg:4"] } },
};

/** A grid everywhere: a list of items, no carousel semantics and no controls. */
export const GridEverywhere: Story = {
  args: { ...collection, breakpoints: { sm: { type: "grid", slideWidth: 50 }, md: { slideWidth: 33.33 }, lg: { slideWidth: 25 } } },
  parameters: { block: { expectHtml: ['role="list"', 'role="listitem"'], forbidHtml: ["aria-roledescription", "Next slide"] } },
};

/** Rotates by itself, looping, with a pause / play control (paused under reduced motion). */
export const Autoplay: Story = {
  args: rotating,
  parameters: { block: { expectHtml: ["Start automatic rotation"] } },
};

/** Looping carousel: the arrows never disable. */
export const Looping: Story = {
  args: { ...collection, breakpoints: { sm: { type: "carousel", loop: true, showIndicators: false } } },
};

/** No title: `ariaLabel` names the carousel. */
export const WithoutTitle: Story = {
  args: { ...withoutField(withoutField(collection, "title"), "subtitle"), ariaLabel: "Featured gear" },
  parameters: { block: { expectHtml: ['aria-label="Featured gear"'] } },
};

/** Invalid: the rotation time in seconds instead of milliseconds. */
export const InvalidAutorotateTime: Story = {
  args: { ...collection, breakpoints: { sm: { autoplay: true, autorotateTime: 5 } } },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["breakpoints.sm.autorotateTime</code>", "in milliseconds"] } },
};

/** Invalid: a collection without items. */
export const InvalidWithoutItems: Story = {
  args: { ...collection, items: [] },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["A collection needs at least one item"] } },
};

/** Invalid item: the collection renders; the broken card shows its own diagnostic in its slide. */
export const InvalidNestedItem: Story = {
  args: { ...collection, items: [...(collection.items as unknown[]).slice(0, 2), { id: "story-broken-card", type: "linked-card", layout: "overlay" }] },
  parameters: { block: { expectDiagnostic: true, expectHtml: ['aria-roledescription="carousel"', "story-broken-card"] } },
};
