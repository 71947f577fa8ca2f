import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, type BlockFields } from "../../engine/react/story-helpers.tsx";

const item = (text: string, url: string, image: string, description?: string) => ({
  text,
  url,
  description,
  media: { url: image, alt: text, width: 800, height: 600 },
});

/** The first fixture vertical list with a title, else this one. */
const list = fixtureArgs(
  "vertical-list-collection",
  {
    title: "Explore the range",
    items: [
      item("Waterproof shells", "/en-us/c/shells-100240", "/media/card-jackets.svg", "Three-layer protection for storms"),
      item("Hiking boots", "/en-us/c/hiking-boots-100310", "/media/card-footwear.svg", "Support for rough ground"),
      item("Packs", "/en-us/c/packs-100400", "/media/card-packs.svg", "From 20 to 70 litres"),
    ],
  },
  (fields) => typeof fields.title === "string",
);

const meta = {
  title: "Blocks/Vertical-list collection",
  ...blockStoriesMeta("vertical-list-collection"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or focus a link (from 768px, on devices that hover): its image shows on the right. */
export const PreviewOnTheRight: Story = { args: list, parameters: { block: { expectHtml: ['data-active-item="0"', 'aria-hidden="true"'] } } };

export const PreviewOnTheLeft: Story = { args: { ...list, imagePosition: "left" } };

/** On small screens and touch devices the images show inline (default), or not at all. */
export const SmallScreenImagesHidden: Story = { args: { ...list, smallScreenImages: "hidden" } };

/** Invalid: a list item without its preview image. */
export const InvalidItemWithoutImage: Story = {
  args: { ...list, items: [{ text: "Packs", url: "/en-us/c/packs-100400" }] },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["items[0].media</code>"] } },
};

/** Invalid: a `javascript:` link is rejected. */
export const InvalidUnsafeUrl: Story = {
  args: { ...list, items: [item("Click me", "javascript:alert(1)", "/media/card-packs.svg")] },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["Unsafe URL"], forbidHtml: ["javascript:alert"] } },
};
