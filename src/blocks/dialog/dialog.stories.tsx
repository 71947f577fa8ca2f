import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, withoutField, type BlockFields } from "../../engine/react/story-helpers.tsx";

/**
 * A dialog is open while the URL's fragment is `#modal-{modalId}`. The stories render in preview
 * mode, where editors get a link that opens it; "Open" sets the fragment of the story's frame.
 */

/** The first dialog of the fixture content, else this one. */
const sizeGuide = fixtureArgs(
  "dialog",
  {
    modalId: "size-guide",
    title: "Size guide",
    subtitle: "Measure over a base layer, arms relaxed.",
    components: [
      {
        id: "size-guide-table",
        type: "rich-text",
        richText: "<h3>Men’s jackets</h3><ul><li><strong>S</strong>: chest 88–93 cm</li><li><strong>M</strong>: chest 96–101 cm</li><li><strong>L</strong>: chest 104–109 cm</li></ul>",
      },
    ],
  },
  (fields) => Array.isArray(fields.components) && fields.components.length > 0,
);

const modalId = String(sizeGuide.modalId);

/** Loaders setting the fragment of the story's frame (browser only), so that the dialog is open or closed. */
const withFragment = (hash: string) => [
  async () => {
    if (typeof window !== "undefined") window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}${hash}`);
    return {};
  },
];

const meta = {
  title: "Blocks/Dialog",
  ...blockStoriesMeta("dialog"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: shoppers see nothing; editors see the link that opens it. */
export const Closed: Story = {
  args: sizeGuide,
  loaders: withFragment(""),
  parameters: { block: { expectHtml: [`href="#modal-${modalId}"`] } },
};

/** Open, as after a click on a `#modal-…` button or from a shared link: focus inside, Escape or back closes it. */
export const Open: Story = { args: sizeGuide, loaders: withFragment(`#modal-${modalId}`) };

/** Small (28rem from md up). */
export const Small: Story = { args: { ...sizeGuide, size: "small" }, loaders: withFragment(`#modal-${modalId}`) };

/** Large (60rem from md up), with a picture inside. */
export const Large: Story = {
  args: {
    ...sizeGuide,
    size: "large",
    components: [
      { id: "fit-picture", type: "picture", picture: { url: "/media/card-jackets.svg", alt: "Hooded shell jacket worn over a fleece", width: 800, height: 600 } },
      ...(sizeGuide.components as unknown[]),
    ],
  },
  loaders: withFragment(`#modal-${modalId}`),
};

/** Without subtitle. */
export const WithoutSubtitle: Story = { args: withoutField(sizeGuide, "subtitle"), loaders: withFragment(`#modal-${modalId}`) };

/** Invalid: an id buttons cannot link to. */
export const InvalidId: Story = {
  args: { ...sizeGuide, modalId: "Size Guide" },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["modalId</code>"] } },
};

/** Invalid: nothing inside. */
export const Empty: Story = {
  args: { ...sizeGuide, components: [] },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["components</code>"] } },
};

/** Invalid: a block inside is invalid (validated like any block); editors see its card beside the link. */
export const InvalidBlockInside: Story = {
  args: { ...sizeGuide, components: [{ id: "bad", type: "rich-text" }] },
  parameters: { block: { expectDiagnostic: true, expectHtml: [`href="#modal-${modalId}"`, 'data-block-id="bad"'] } },
};
