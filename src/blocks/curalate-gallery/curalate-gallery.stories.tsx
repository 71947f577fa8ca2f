import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, withoutField, type BlockFields } from "../../engine/react/story-helpers.tsx";
import { withFailingGalleryScripts, withStoryGalleryScripts } from "./testing/story-widgets.tsx";

/** The first Curalate-style gallery of the fixture content with a heading, else this one. */
const gallery = fixtureArgs(
  "curalate-gallery",
  { title: "Worn on the trail", subtitle: "Tag your photos #RidgelineOutdoors to be featured.", containerId: "homepage", filter: "tag:'community'" },
  (fields) => typeof fields.title === "string",
);

const meta = {
  title: "Blocks/Gallery (Curalate-style)",
  ...blockStoriesMeta("curalate-gallery"),
  decorators: [withStoryGalleryScripts],
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Heading, subtitle and the experience (stand-in photos here: no third-party script in Storybook). */
export const Default: Story = { args: gallery, parameters: { block: { expectHtml: ["data-crl8-container-id=\"homepage\"", "<h2"] } } };

/** On a product page: PRODUCT_ID becomes the product id of the path; the heading still shows. */
export const OnProductPage: Story = {
  args: { ...gallery, containerId: "product", filter: "productId:'PRODUCT_ID'" },
  parameters: {
    block: { pageContext: { pathname: "/en-us/p/summit-parka-NF0A3C8D", productId: "NF0A3C8D" }, expectHtml: ["NF0A3C8D", "<h2"], forbidHtml: ["PRODUCT_ID"] },
  },
};

/** On a category page: CATEGORY becomes the category id of the path. */
export const OnCategoryPage: Story = {
  args: { ...withoutField(gallery, "subtitle"), containerId: "category", filter: "category:'CATEGORY'" },
  parameters: { block: { pageContext: { pathname: "/en-us/c/jackets-100200", categoryId: "100200" }, expectHtml: ["100200"], forbidHtml: ["CATEGORY&#x27;"] } },
};

/** Just the experience, without heading. */
export const WithoutHeading: Story = {
  args: withoutField(withoutField(gallery, "title"), "subtitle"),
  parameters: { block: { forbidHtml: ["<h2"] } },
};

/** The library fails to load: logged with widget id, locale and tag; the container gives its space back. */
export const ScriptFails: Story = { args: gallery, decorators: [withFailingGalleryScripts] };

/** Invalid: a container id with spaces. */
export const InvalidContainerId: Story = {
  args: { ...gallery, containerId: "home page gallery" },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["containerId</code>"] } },
};
