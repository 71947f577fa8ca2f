import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, type BlockFields } from "../../engine/react/story-helpers.tsx";

const promise = (name: string, text: string) => ({ icon: { dir: "ui", name }, richText: `<p>${text}</p>` });

/** The first fixture collection of three icons above their text, else this one. */
const threeItems = fixtureArgs(
  "icon-and-text-collection",
  {
    title: "The Ridgeline promise",
    variant: "icon-above-text",
    iconSize: "medium",
    iconAndText: [
      promise("shipping", "<strong>Free shipping</strong><br>On orders over $75"),
      promise("returns", "<strong>60-day returns</strong><br>Free and easy"),
      promise("repair", "<strong>Repairs for life</strong><br>We fix what we make"),
    ],
  },
  (fields) => fields.variant === "icon-above-text" && Array.isArray(fields.iconAndText) && fields.iconAndText.length === 3,
);

/** The first fixture collection of four icons, else this one. */
const fourItems = fixtureArgs(
  "icon-and-text-collection",
  {
    title: "Services in store",
    variant: "icon-left",
    iconSize: "small",
    iconAndText: [
      { ...promise("store", "<strong>Click and collect</strong>"), target: { text: "Find a store", url: "/en-us/contact-us" } },
      promise("support", "<strong>Expert advice</strong>"),
      promise("secure", "<strong>Secure checkout</strong>"),
      promise("recycled", "<strong>Recycled fabrics</strong>"),
    ],
  },
  (fields) => Array.isArray(fields.iconAndText) && fields.iconAndText.length === 4,
);

const meta = {
  title: "Blocks/Icon-and-text collection",
  ...blockStoriesMeta("icon-and-text-collection"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Icons above their text, a third of the width each, gap 1. */
export const IconAboveText: Story = {
  args: threeItems,
  parameters: { block: { expectHtml: ['data-grid="thirds"', "--icon-gap:1rem", 'data-icon-size="lg"'] } },
};

/** Icons left of their text, gap 2; four items make a 2-column grid. */
export const IconLeftFourItems: Story = {
  args: { ...fourItems, variant: "icon-left" },
  parameters: { block: { expectHtml: ['data-grid="two-columns"', "--icon-gap:2rem"] } },
};

/** One column whatever the count, gap 1. */
export const OneColumn: Story = {
  args: { ...fourItems, variant: "one-column" },
  parameters: { block: { expectHtml: ['data-grid="one-column"', "--icon-gap:1rem"] } },
};

export const SmallIcons: Story = { args: { ...threeItems, iconSize: "small" }, parameters: { block: { expectHtml: ['data-icon-size="md"'] } } };

export const LargeIcons: Story = { args: { ...threeItems, iconSize: "large" }, parameters: { block: { expectHtml: ['data-icon-size="3xl"', "--icon-size:4rem"] } } };

/** Coloured items: each with its own background and text colour. */
export const ColouredItems: Story = {
  args: {
    ...threeItems,
    iconAndText: (threeItems.iconAndText as Record<string, unknown>[]).map((entry) => ({ ...entry, backgroundColor: "#1f3b2d", textColor: "#ffffff" })),
  },
};

/** Invalid: an icon name the set does not have. */
export const InvalidUnknownIcon: Story = {
  args: { ...threeItems, iconAndText: [{ icon: { dir: "ui", name: "unicorn" }, richText: "<p>Magic</p>" }] },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["iconAndText[0].icon.name</code>", "Unknown icon"] } },
};

/** Invalid: grey text on white fails the contrast check. */
export const InvalidLowContrast: Story = {
  args: { ...threeItems, iconAndText: [{ ...promise("shipping", "Free shipping"), backgroundColor: "#ffffff", textColor: "#aaaaaa" }] },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["iconAndText[0].textColor</code>"] } },
};
