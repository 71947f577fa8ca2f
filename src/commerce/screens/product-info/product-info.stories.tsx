import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";
import { productFixture, productSetFixture, sizeChartFixture } from "./testing/product-info-fixtures.ts";
import { withProductInfoRoutes } from "./testing/story-routes.tsx";

const PRODUCT_PAGE = { productId: "RLSH1001", pathname: "/en-us/p/mens-cascade-rain-jacket-RLSH1001" };

const meta = {
  title: "Commerce/Product info",
  ...blockStoriesMeta("product-info"),
  args: { productId: "RLSH1001" },
  decorators: [withProductInfoRoutes({ chart: sizeChartFixture(), sets: [productSetFixture()] })],
  parameters: { block: { pageContext: PRODUCT_PAGE, data: { "product-info": () => productFixture() } } },
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** RLSH1001: details open, specifications and a size chart (open it). */
export const WithData: Story = { parameters: { block: { expectHtml: ["Details", "Specifications", "Size chart", "3-layer GORE-TEX Pro"] } } };

/** No attributes: the specifications say so. */
export const WithoutAttributes: Story = {
  parameters: { block: { data: { "product-info": () => productFixture({ attributes: [] }) }, expectHtml: ["No specifications for this product."] } },
};

/** The size chart never answers: opening it shows "Loading the size chart…". */
export const SizeChartLoading: Story = { decorators: [withProductInfoRoutes({ chart: "pending", sets: [] })] };

/** The size chart fails: opening it shows "Size chart unavailable". */
export const SizeChartError: Story = { decorators: [withProductInfoRoutes({ sets: [] })] };

/** In no set: no "complete the set". */
export const WithoutSets: Story = { decorators: [withProductInfoRoutes({ chart: sizeChartFixture(), sets: [] })] };

/** The French Canadian site. */
export const InFrench: Story = {
  parameters: {
    block: {
      pageContext: { ...PRODUCT_PAGE, siteId: "RL-CAFR", localePath: "fr-ca", pathname: "/fr-ca/p/mens-cascade-rain-jacket-RLSH1001" },
      data: { "product-info": () => productFixture({ siteId: "RL-CAFR" }) },
      expectHtml: ["Caractéristiques", "Guide des tailles"],
    },
  },
};

/** The product's data is not there (yet): the block holds its place and shows no section. */
export const WithoutData: Story = { parameters: { block: { data: {} } } };

/** Invalid: a product id in lower case. */
export const InvalidProductId: Story = { args: { productId: "rlsh1001" }, parameters: { block: { expectDiagnostic: true } } };
