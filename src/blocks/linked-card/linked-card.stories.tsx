import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, withoutField, type BlockFields } from "../../engine/react/story-helpers.tsx";
import { SearchViewProvider } from "../../ui/search-view.tsx";

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

/** Text centred over the image, on a band of gradient. */
export const Overlay: Story = { args: { ...card, layout: "overlay", gradientStyle: "full" } };

export const OverlayCentered: Story = { args: { ...card, layout: "overlay", alignment: "center", eyebrow: "New season", gradientStyle: "full" } };

/** Text at the top, the full gradient (35% of the height) from the top. */
export const OverlayTop: Story = { args: { ...card, layout: "overlay-top", gradientStyle: "full" }, parameters: { block: { expectHtml: ["--gradient-height:35%"] } } };

export const OverlayBottomCentered: Story = { args: { ...card, layout: "overlay-bottom", alignment: "center", gradientStyle: "full" } };

/** The focused gradient (50% of the height) in the light tone: ink text. */
export const OverlayLightFocusedGradient: Story = {
  args: { ...card, layout: "overlay-bottom", gradientStyle: "focused", gradientTone: "light" },
  parameters: { block: { expectHtml: ["--gradient-height:50%"] } },
};

/** No gradient over the image. */
export const OverlayWithoutGradient: Story = {
  args: { ...card, layout: "overlay-bottom", gradientStyle: "off" },
  parameters: { block: { expectHtml: ["--gradient-height:0%"] } },
};

/** Rich text with a link, and a second button: both keep their own targets above the card link. */
export const WithTextAndSecondButton: Story = {
  args: {
    ...card,
    richText: "<p>Every jacket comes with our lifetime repair promise. <a href=\"/en-us/help-returns\">How repairs work</a>.</p>",
    targets: [...((card.targets as unknown[]) ?? []).slice(0, 1), { text: "Find a store", url: "/en-us/contact-us", style: "secondary" }],
  },
  parameters: { block: { expectHtml: ["/en-us/help-returns", "/en-us/contact-us"] } },
};

/** In the open search view: a click records `topNav.onClickSearchContent` (see src/ui/search-view.tsx). */
export const InsideSearchView: Story = {
  args: card,
  decorators: [
    (Story) => (
      <SearchViewProvider defaultOpen>
        <Story />
      </SearchViewProvider>
    ),
  ],
};

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

/** Invalid: an overlay layout without an image to sit on. */
export const InvalidOverlayWithoutImage: Story = {
  args: { ...withoutField(card, "media"), layout: "overlay-top" },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["needs an image"] } },
};

/** Invalid: a link without a name (no title, no button text). */
export const InvalidLinkWithoutName: Story = {
  args: { ...withoutField(card, "title"), targets: [{ url: "/en-us/c/jackets-100200" }] },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["it names the link"] } },
};

/** Invalid: an image URL with a `javascript:` scheme. */
export const InvalidUnsafeMediaUrl: Story = {
  args: { ...card, media: { type: "image", url: "javascript:alert(1)", alt: "" } },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["Unsafe media URL"], forbidHtml: ["javascript:alert"] } },
};
