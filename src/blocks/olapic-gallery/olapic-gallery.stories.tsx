import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, withoutField, type BlockFields } from "../../engine/react/story-helpers.tsx";
import { withFailingGalleryScripts, withStoryGalleryScripts } from "../curalate-gallery/testing/story-widgets.tsx";

/** The first Olapic-style gallery of the fixture content, else this one. */
const gallery = fixtureArgs("olapic-gallery", { title: "#RidgelineOutdoors", subtitle: "Real adventures from our community, in our gear.", containerId: "ugc-homepage" });

const meta = {
  title: "Blocks/Gallery (Olapic-style)",
  ...blockStoriesMeta("olapic-gallery"),
  decorators: [withStoryGalleryScripts],
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a content page: heading, subtitle and the widget (stand-in photos here). */
export const Default: Story = { args: gallery, parameters: { block: { expectHtml: ["<h2", "id=\"olapic-story-block\""] } } };

/** On a category page the category id is the widget's tag; the heading shows. */
export const OnCategoryPage: Story = {
  args: gallery,
  parameters: { block: { pageContext: { pathname: "/en-us/c/jackets-100200", categoryId: "100200" }, expectHtml: ["<h2"] } },
};

/**
 * On a product page: no heading or subtitle; the widget is tagged with the product's master id
 * (looked up in the browser; without a backend in Storybook the lookup fails, is logged, and
 * the tag stays empty).
 */
export const OnProductPage: Story = {
  args: gallery,
  parameters: { block: { pageContext: { pathname: "/en-us/p/summit-parka-NF0A3C8D", productId: "NF0A3C8D" }, forbidHtml: ["<h2", "Real adventures"] } },
};

/** On a custom-product page ("customs" in the path): no heading either. */
export const OnCustomProductPage: Story = {
  args: gallery,
  parameters: { block: { pageContext: { pathname: "/en-us/customs" }, forbidHtml: ["<h2"] } },
};

/** The German site: the widget speaks German (de_DE). */
export const InGerman: Story = {
  args: { ...gallery, subtitle: "Echte Abenteuer unserer Community, in unserer Ausrüstung." },
  parameters: { block: { pageContext: { siteId: "RL-DE", localePath: "de-de", pathname: "/de-de/blocks-articles" } } },
};

/** Without heading. */
export const WithoutHeading: Story = { args: withoutField(withoutField(gallery, "title"), "subtitle"), parameters: { block: { forbidHtml: ["<h2"] } } };

/** The script fails to load: logged with widget id, locale and tag. */
export const ScriptFails: Story = { args: gallery, decorators: [withFailingGalleryScripts] };

/** Invalid: no container id. */
export const InvalidMissingContainer: Story = {
  args: withoutField(gallery, "containerId"),
  parameters: { block: { expectDiagnostic: true, expectHtml: ["containerId</code>"] } },
};
