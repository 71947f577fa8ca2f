import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, withoutField, type BlockFields } from "../../engine/react/story-helpers.tsx";

/** Heroes of the fixture content (the media gallery page, fixtures/content/RL-US/pages/blocks-media.json), else these. */
const image = { type: "image", url: "/media/hero-mountains.svg", alt: "Layered mountain ridges at dawn", width: 1600, height: 700 };
const targets = [
  { text: "Shop new arrivals", url: "/en-us/c/new-arrivals-100100" },
  { text: "Shop jackets", url: "/en-us/c/jackets-100200", style: "secondary" },
];
const isVariant = (variant: string) => (fields: BlockFields) => (fields.variant ?? "standardHero") === variant;
const mediaType = (fields: BlockFields) => (fields.media as { type?: string } | undefined)?.type;

const standard = fixtureArgs(
  "hero",
  {
    variant: "standardHero",
    media: image,
    eyebrowText: "New season",
    title: "Made for the long way up",
    subtitle: "Shells, down and packs tested above the treeline",
    richText: "<p>Waterproof hardshells, warm layers and packs, field-tested on real trails.</p>",
    targets,
    gradientStyle: "full",
    captionText: "Photographed in the Dolomites, October",
    captionPosition: "bottom",
  },
  (fields) => isVariant("standardHero")(fields) && mediaType(fields) === "image" && !fields.eyebrowLogo,
);

const withLogo = fixtureArgs(
  "hero",
  {
    ...standard,
    eyebrowText: undefined,
    eyebrowLogo: { url: "/media/logo-summit-series.svg", alt: "Summit Series", width: 240, height: 48 },
    eyebrowLogoResponsive: true,
    equalTargetSize: true,
    backdrop: true,
    richTextBelowTargets: true,
    gradientStyle: "focused",
    captionPosition: "top",
  },
  (fields) => Boolean(fields.eyebrowLogo),
);

const blockBelow = fixtureArgs(
  "hero",
  {
    variant: "blockBelowHero",
    responsiveLayout: { sm: { layout: "below", alignment: "center" }, md: { layout: "below-2media" } },
    media: { type: "image", url: "/media/card-jackets.svg", alt: "Hooded shell jacket", width: 800, height: 600 },
    mediaList: [
      { type: "image", url: "/media/card-footwear.svg", alt: "Trail running shoes", width: 800, height: 600 },
      { type: "image", url: "/media/card-packs.svg", alt: "Day pack against a rock", width: 800, height: 600 },
    ],
    backgroundColor: "#1f3b2d",
    title: "Light on your feet, ready for the day",
    targets,
  },
  isVariant("blockBelowHero"),
);

const productOverlay = fixtureArgs(
  "hero",
  {
    variant: "productOverlayHero",
    media: { type: "image", url: "/media/category-jackets.svg", alt: "Jackets in a mountain hut", width: 1600, height: 600 },
    overlayPicture: { url: "/media/product-jacket.svg", alt: "Summit down jacket in forest green", width: 344, height: 538 },
    title: "The Summit down jacket",
    targets: [{ text: "Shop the jacket", url: "/en-us/c/jackets-100200" }],
    gradientStyle: "full",
  },
  isVariant("productOverlayHero"),
);

const videoHero = fixtureArgs(
  "hero",
  {
    media: { type: "video", url: "https://test-streams.mux.dev/x36xhzz/x36xhzz.m3u8", poster: "/media/hero-mountains.svg" },
    linkType: "No-CTA",
    mediaTarget: { text: "Watch the film and read our story", url: "/en-us/our-story" },
    title: "Crossing the high ridge",
    gradientStyle: "focused",
  },
  (fields) => mediaType(fields) === "video",
);

const meta = {
  title: "Blocks/Hero",
  ...blockStoriesMeta("hero"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const fullWidth = { isFullWidth: true };

/** Text over the image, a full (35%) gradient, a caption at the bottom. */
export const Standard: Story = {
  args: standard,
  parameters: { block: { section: fullWidth, expectHtml: ['data-layout-lg="overlay"', "--hero-gradient-lg:35%", "<h2", "q=50&amp;sharpen=60&amp;fm=auto&amp;dpr=2.0"] } },
};

export const FullHeight: Story = {
  args: { ...standard, isFullHeight: true },
  parameters: { block: { section: fullWidth, expectHtml: ["fullHeight"] } },
};

export const GradientFocused: Story = {
  args: { ...standard, gradientStyle: "focused", gradientTone: "dark" },
  parameters: { block: { section: fullWidth, expectHtml: ["--hero-gradient-sm:50%"] } },
};

export const GradientOffLightTone: Story = {
  args: { ...standard, gradientStyle: "off", gradientTone: "light", titleColor: "#1a1f1c" },
  parameters: { block: { section: fullWidth, expectHtml: ["--hero-gradient-sm:0%"] } },
};

/** The text below the media on phones, over it and right-aligned from md on. */
export const ResponsiveLayout: Story = {
  args: { ...standard, responsiveLayout: { sm: { layout: "below", alignment: "center" }, md: { layout: "overlay", alignment: "right" } } },
  parameters: { block: { section: fullWidth, expectHtml: ['data-layout-sm="below"', 'data-align-md="right"', 'data-layout-lg="overlay"'] } },
};

/** A logo in place of the eyebrow text, equal-width buttons, a backdrop, the caption on top. */
export const EyebrowLogo: Story = {
  args: withLogo,
  parameters: { block: { section: fullWidth, expectHtml: ["logo-summit-series.svg?w=480&amp;h=96", "captionTop", "equal"] } },
};

/** Block-below: text below, two media side by side from md on (layout below-2media). */
export const BlockBelow: Story = {
  args: blockBelow,
  parameters: { block: { expectHtml: ['data-layout-md="below-2media"', "card-footwear.svg", "card-packs.svg"] } },
};

/** Product overlay: the product picture at 196×343, 271×467 and 344×538 px. */
export const ProductOverlay: Story = {
  args: productOverlay,
  parameters: { block: { section: fullWidth, expectHtml: ["product-jacket.svg?w=392&amp;h=686", "product-jacket.svg?w=542&amp;h=934", "product-jacket.svg?w=688&amp;h=1076"] } },
};

/** A video hero that links as a whole (No-CTA): the title is the link; a button pauses the video. */
export const VideoNoCta: Story = {
  args: videoHero,
  parameters: { block: { section: fullWidth, expectHtml: ["<video", 'aria-label="Pause video"', 'tabindex="-1"'] } },
};

/** The paused property set: the video does not play until the shopper asks. */
export const VideoPaused: Story = {
  args: { ...videoHero, paused: true },
  parameters: { block: { section: fullWidth, expectHtml: ['aria-label="Play video"'] } },
};

/** Invalid: a hero needs media. */
export const InvalidWithoutMedia: Story = {
  args: withoutField(standard, "media"),
  parameters: { block: { expectDiagnostic: true, expectHtml: ["A hero needs media"] } },
};

/** Invalid: below-2media needs two media. */
export const InvalidTwoMediaLayoutWithOneMedia: Story = {
  args: { ...blockBelow, mediaList: [] },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["needs two media in mediaList"] } },
};

/** Invalid: a button with a `javascript:` URL never reaches an href. */
export const InvalidUnsafeButtonUrl: Story = {
  args: { ...standard, targets: [{ text: "Click me", url: "javascript:alert(1)" }] },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["Unsafe URL"], forbidHtml: ["javascript:alert"] } },
};
