import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, withoutField, type BlockFields } from "../../engine/react/story-helpers.tsx";

/** The first fixture multi-link card with media and a title link, else this one. */
const card = fixtureArgs(
  "multi-link-card",
  {
    title: "Help & advice",
    titleTarget: { url: "/en-us/help" },
    media: { type: "image", url: "/media/card-help.svg", alt: "", width: 800, height: 600 },
    targets: [
      { text: "Shipping", url: "/en-us/help-shipping" },
      { text: "Returns", url: "/en-us/help-returns" },
      { text: "Sizing", url: "/en-us/help-sizing" },
      { text: "Contact us", url: "/en-us/contact-us" },
    ],
  },
  (fields) => fields.media !== undefined && fields.titleTarget !== undefined,
);

const meta = {
  title: "Blocks/Multi-link card",
  ...blockStoriesMeta("multi-link-card"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: card };

export const Centered: Story = { args: { ...card, alignment: "center" } };

export const WithoutMedia: Story = { args: withoutField(card, "media"), parameters: { block: { forbidHtml: ["<img"] } } };

/** Without a title link, the title is plain text. */
export const WithoutTitleLink: Story = { args: withoutField(card, "titleTarget") };

/** Invalid: a card without links. */
export const InvalidWithoutLinks: Story = {
  args: { ...card, targets: [] },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["A multi-link card needs at least one link"] } },
};

/** Invalid: a link without text. */
export const InvalidLinkWithoutText: Story = {
  args: { ...card, targets: [{ text: " ", url: "/en-us/help" }] },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["targets[0].text</code>"] } },
};
