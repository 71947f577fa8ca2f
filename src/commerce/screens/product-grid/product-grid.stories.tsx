import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";
import { JACKETS_BLACK_M, JACKETS_PAGE } from "../../listing/testing/listing-answers.ts";
import { emptyAnswer, pageOf } from "../../listing/testing/listing-fixtures.ts";

const JACKETS = { categoryId: "100200", pathname: "/en-us/c/jackets-100200" };

const meta = {
  title: "Commerce/Product grid",
  ...blockStoriesMeta("product-grid"),
  args: { categoryId: "100200" },
  parameters: { block: { pageContext: JACKETS, data: { "product-grid": () => JACKETS_PAGE } } },
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first jackets: tiles, the count, the sort, refinements with counts (a sidebar from 768px, a "Filter" dialog below). */
export const WithData: Story = { parameters: { block: { expectHtml: ["48 products", "Sort by", "Colour", "Men&#x27;s Cascade Rain Jacket"] } } };

/** Colour Black and size M selected: checked, shown as chips with "Clear all". */
export const WithRefinements: Story = {
  parameters: {
    block: {
      pageContext: { ...JACKETS, search: "color=Black&size=M" },
      data: { "product-grid": () => JACKETS_BLACK_M },
      expectHtml: ["Remove filter Black", "Clear all", 'checked=""'],
    },
  },
};

/** Page 3 of 120 products: numbered pages with previous and next. */
export const Paginated: Story = {
  parameters: { block: { pageContext: { ...JACKETS, search: "page=3" }, data: { "product-grid": () => pageOf(3, 120, 24) }, expectHtml: ['aria-current="page"', "Previous", "Next"] } },
};

/** No product matches the filters: the message and "Clear filters". */
export const Empty: Story = {
  parameters: {
    block: {
      pageContext: { ...JACKETS, search: "color=Black&size=XS" },
      data: { "product-grid": () => emptyAnswer() },
      expectHtml: ["No products match these filters.", "Clear filters"],
    },
  },
};

/** No data for the listing: the block's skeleton on the server (the browser asks, and shows the empty state if that fails). */
export const LoadingOrNone: Story = { parameters: { block: { data: {} } } };

/** The German site. */
export const InGerman: Story = {
  parameters: {
    block: { pageContext: { ...JACKETS, siteId: "RL-DE", localePath: "de-de", pathname: "/de-de/c/jackets-100200" }, expectHtml: ["48 Produkte", "Sortieren nach"] },
  },
};

/** The French Canadian site. */
export const InFrench: Story = {
  parameters: {
    block: { pageContext: { ...JACKETS, siteId: "RL-CAFR", localePath: "fr-ca", pathname: "/fr-ca/c/jackets-100200" }, expectHtml: ["48 produits", "Trier par"] },
  },
};

/** Invalid: a category id that is not one. */
export const InvalidCategory: Story = { args: { categoryId: "jackets" }, parameters: { block: { expectDiagnostic: true } } };
