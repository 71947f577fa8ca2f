import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, withoutField, type BlockFields } from "../../engine/react/story-helpers.tsx";

/** The first linked card of the fixture content with an image, else this one. */
const card = fixtureArgs(
  "linked-card",
  {
    media: { type: "image", url: "/media/card-jackets.svg", alt: "A hiker in a red jacket on a ridge", width: 800, height: 600 },
    eyebrow: "New season",
    title: "Jackets",
    subtitle: "Waterproof, windproof, packable",
    targets: [{ text: "Shop jackets", url: "/en-us/c/jackets-123456" }],
    layout: "below",
    alignment: "left",
  },
  (fields) => (fields.media as { type?: unknown } | undefined)?.type === "image",
);

const meta = {
  title: "Blocks/Linked card",
  ...blockStoriesMeta("linked-card"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: card };

export const Below: Story = { args: { ...card, layout: "below" } };

export const Overlay: Story = { args: { ...card, layout: "overlay" } };

export const OverlayTop: Story = { args: { ...card, layout: "overlay-top" } };

export const OverlayBottomCentered: Story = { args: { ...card, layout: "overlay-bottom", alignment: "center" } };

export const WithBadge: Story = {
  args: { ...card, badge: { url: "/media/badge-new.svg", alt: "New", width: 64, height: 64 } },
  parameters: { block: { expectHtml: ["/media/badge-new.svg"] } },
};

/** Without a target (and without links in its text) the card is not a link: the title is plain text. */
export const WithoutLink: Story = {
  args: { ...withoutField(card, "richText"), targets: [] },
  parameters: { block: { forbidHtml: ["<a "] } },
};

/** Invalid: a layout the block does not know. */
export const InvalidLayout: Story = {
  args: { ...card, layout: "sideways" },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["layout</code>"] } },
};

/** Invalid: an image URL with a `javascript:` scheme. */
export const InvalidUnsafeMediaUrl: Story = {
  args: { ...card, media: { type: "image", url: "javascript:alert(1)", alt: "" } },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["Unsafe media URL"], forbidHtml: ["javascript:alert"] } },
};
