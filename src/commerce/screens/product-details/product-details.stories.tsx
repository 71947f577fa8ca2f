import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";
import type { ProductDetailsAnswer } from "../../catalogue/catalogue-queries.ts";
import { ALPINE_BIVY_SHELTER, CASCADE_RAIN_JACKET, SUMMIT_PARKA } from "../../catalogue/testing/product-answers.ts";

const productData = (product: ProductDetailsAnswer) => ({ "product-details": () => product });
const onProductPage = (product: ProductDetailsAnswer, search?: string) => ({ productId: product.id, pathname: product.pdpUrl, search });

const meta = {
  title: "Commerce/Product details",
  ...blockStoriesMeta("product-details"),
  args: { productId: "NF0A3C8D" },
  parameters: { block: { data: productData(SUMMIT_PARKA), pageContext: onProductPage(SUMMIT_PARKA) } },
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A full-price product with a badge: gallery, rating, colours and sizes, add to cart. */
export const Default: Story = {
  parameters: { block: { expectHtml: ["Summit Parka</h1>", "Best seller", "$350.00 – $355.00", "application/ld+json", "Add to cart", 'fetchPriority="high"'] } },
};

/** On sale: the current range and the original one struck through. */
/** A promotion running for the product's category, called out under the price. */
export const WithPromotion: Story = {
  args: { productId: "RLSH1001" },
  parameters: {
    block: {
      data: productData({ ...CASCADE_RAIN_JACKET, promotions: [{ promotionId: "PRODUCT20-FLEECE", name: "20% off fleece", callout: "Add any fleece for 20% off" }] }),
      pageContext: onProductPage(CASCADE_RAIN_JACKET),
      expectHtml: ["Add any fleece for 20% off"],
    },
  },
};

export const Sale: Story = {
  args: { productId: "RLSH1001" },
  parameters: {
    block: { data: productData(CASCADE_RAIN_JACKET), pageContext: onProductPage(CASCADE_RAIN_JACKET), expectHtml: ["Sale price $286.99 – $289.99, was $410.00 – $415.00", "<s"] },
  },
};

/** Out of stock online and in every store (RLTN0008): "notify me" instead of add to cart. */
export const OutOfStockEverywhere: Story = {
  args: { productId: "RLTN0008" },
  parameters: {
    block: { data: productData(ALPINE_BIVY_SHELTER), pageContext: onProductPage(ALPINE_BIVY_SHELTER), expectHtml: ["Notify me when back in stock"], forbidHtml: ["Add to cart"] },
  },
};

/** A low-stock size chosen by its variant id (the units left come from the browser's inventory read). */
export const LowStock: Story = {
  args: { productId: "RLSH1001" },
  parameters: {
    block: {
      data: productData({ ...CASCADE_RAIN_JACKET, selectedVariantId: "RLSH1001KSM" }),
      pageContext: onProductPage(CASCADE_RAIN_JACKET),
      expectHtml: ["Low stock", "Black"],
    },
  },
};

/** The colour from the URL (`?color=GRY`), rendered by the server. */
export const ColourFromUrl: Story = {
  args: { productId: "RLSH1001" },
  parameters: { block: { data: productData(CASCADE_RAIN_JACKET), pageContext: onProductPage(CASCADE_RAIN_JACKET, "color=GRY"), expectHtml: ["/media/products/RLSH1001/GRY-front.svg"] } },
};

/** The product not read yet (or not at all: the workbench without the commerce API): no product, no price. */
export const LoadingOrNoData: Story = {
  parameters: { block: { data: { "product-details": () => undefined }, forbidHtml: ["<h1", "Add to cart"] } },
};

/** The German site. */
export const InGerman: Story = {
  parameters: { block: { pageContext: { ...onProductPage(SUMMIT_PARKA), siteId: "RL-DE", localePath: "de-de" }, expectHtml: ["In den Warenkorb", "Farbe"] } },
};

/** Invalid: a product id that is not one. */
export const InvalidProductId: Story = {
  args: { productId: "not an id" },
  parameters: { block: { pageContext: {}, expectDiagnostic: true } },
};
