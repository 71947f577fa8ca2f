import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";
import { productSetFixture } from "../product-info/testing/product-info-fixtures.ts";

const PRODUCT_PAGE = { productId: "RLSH1001", pathname: "/en-us/p/mens-cascade-rain-jacket-RLSH1001" };

const meta = {
  title: "Commerce/Product set",
  ...blockStoriesMeta("product-set"),
  args: { productId: "RLSH1001" },
  parameters: { block: { pageContext: PRODUCT_PAGE, data: { "product-set": () => [productSetFixture()] } } },
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** RLSH1001 belongs to "Rain-ready hiker": its other products as tiles (links only, no code). */
export const CompleteTheSet: Story = { parameters: { block: { expectHtml: ["Complete the set", "Men&#x27;s Summit Rain Pants"] } } };

/** A product in no set: nothing shows. */
export const InNoSet: Story = { parameters: { block: { data: { "product-set": () => [] }, forbidHtml: ["Complete the set"] } } };

/** In French. */
export const InFrench: Story = {
  parameters: { block: { pageContext: { ...PRODUCT_PAGE, siteId: "RL-CAFR", localePath: "fr-ca", pathname: "/fr-ca/p/x-RLSH1001" }, data: { "product-set": () => [productSetFixture()] } } },
};

/** Invalid: a product id in lower case. */
export const InvalidProductId: Story = { args: { productId: "rlsh1001" }, parameters: { block: { expectDiagnostic: true } } };
