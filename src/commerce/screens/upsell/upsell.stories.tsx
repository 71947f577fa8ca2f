import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";
import { BASECAMP_JACKET, SUMMIT_PARKA_PAGE, SUMMIT_PARKA_UPSELL, upsellItemsOf, upsellPersonalisation } from "./testing/upsell-fixtures.ts";

/** The data provider's answer: the slot's items that are in stock. */
const inStock = (items = SUMMIT_PARKA_UPSELL) => () => upsellItemsOf(items);

const meta = {
  title: "Commerce/Upsell",
  ...blockStoriesMeta("upsell"),
  args: { title: "Complete the look" },
  parameters: { block: { pageContext: { ...SUMMIT_PARKA_PAGE, personalisation: upsellPersonalisation() }, data: { upsell: inStock() } } },
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four in stock, three shown (content spec §9's default), each with its own add to cart. */
export const InStock: Story = { parameters: { block: { expectHtml: ["Complete the look", "Men&#x27;s Basecamp Down Jacket", "$249.00"], forbidHtml: ["Men&#x27;s Coldfront Down Vest"] } } };

/** `stackedCount` 6: every item in stock (four). */
export const StackedSix: Story = { args: { stackedCount: 6 }, parameters: { block: { expectHtml: ["Men&#x27;s Coldfront Down Vest"] } } };

/** One item in stock. */
export const OneInStock: Story = { parameters: { block: { data: { upsell: inStock([BASECAMP_JACKET]) }, expectHtml: ["Men&#x27;s Basecamp Down Jacket"] } } };

/** None in stock: the block shows nothing at all. */
export const NoneInStock: Story = { parameters: { block: { data: { upsell: inStock([]) }, forbidHtml: ['data-screen="upsell"'] } } };

/** The server could not decide in time: a skeleton of its place until the browser has asked. */
export const WaitingForRecommendations: Story = {
  parameters: { block: { pageContext: { ...SUMMIT_PARKA_PAGE, personalisation: upsellPersonalisation([], { decided: false }) }, data: { upsell: inStock([]) }, expectHtml: ['aria-hidden="true"'] } },
};

/** The German site, without a title of the editor's: the site's words. */
export const InGerman: Story = {
  args: { title: "" },
  parameters: {
    block: {
      pageContext: { ...SUMMIT_PARKA_PAGE, siteId: "RL-DE", localePath: "de-de", pathname: "/de-de/p/summit-parka-NF0A3C8D", personalisation: upsellPersonalisation() },
      expectHtml: ["Den Look komplettieren", "Hinzufügen"],
    },
  },
};

/** Invalid: more items than an upsell stacks. */
export const TooManyStacked: Story = { args: { stackedCount: 7 }, parameters: { block: { expectDiagnostic: true } } };
