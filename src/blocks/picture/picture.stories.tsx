import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, type BlockFields } from "../../engine/react/story-helpers.tsx";

/** The first picture of the fixture content, else this one. */
const picture = fixtureArgs("picture", {
  picture: { url: "/media/story-trail.svg", alt: "A trail winding through autumn woods", width: 1200, height: 600 },
});

const pictureField = picture.picture as Record<string, unknown>;

const meta = {
  title: "Blocks/Picture",
  ...blockStoriesMeta("picture"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: picture };

/** Served through the image transform (spec §9): twice the size, quality 50, sharpen 60, format auto, dpr 2.0. */
export const TransformedUrl: Story = {
  args: { ...picture, picture: { ...pictureField, url: "/media/story-trail.svg", width: 1200, height: 600 } },
  parameters: { block: { expectHtml: ['src="/media/story-trail.svg?w=2400&amp;h=1200&amp;q=50&amp;sharpen=60&amp;fm=auto&amp;dpr=2.0"'] } },
};

export const WithCaption: Story = {
  args: { ...picture, captionText: "On the Ridgeline trail, October", captionPosition: "bottom" },
  parameters: { block: { expectHtml: ["<figcaption", "On the Ridgeline trail, October"] } },
};

export const CaptionOnTop: Story = {
  args: { ...picture, captionText: "Field-tested on the Ridgeline trail", captionPosition: "top", captionColor: "#9a3f14" },
  parameters: { block: { expectHtml: ["<figcaption"] } },
};

/** The whole picture links to its target. */
export const Linked: Story = {
  args: { ...picture, mediaTarget: { text: "Read the trail story", url: "/en-us/stories/ridgeline-trail" } },
  parameters: { block: { expectHtml: ["href=\"/en-us/stories/ridgeline-trail\""] } },
};

/** Art direction: a wider image from the md breakpoint on. */
export const ArtDirected: Story = {
  args: {
    ...picture,
    picture: { ...pictureField, responsive: { md: { url: "/media/hero-mountains.svg" }, lg: { url: "/media/hero-mountains.svg" } } },
    eager: true,
  },
  parameters: { block: { expectHtml: ["<source"] } },
};

/** Invalid: a `javascript:` image URL is rejected before it reaches a `src`. */
export const InvalidJavascriptUrl: Story = {
  args: { ...picture, picture: { ...pictureField, url: "javascript:alert(1)" } },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["picture.url</code>", "Unsafe media URL"], forbidHtml: ["javascript:alert"] } },
};
