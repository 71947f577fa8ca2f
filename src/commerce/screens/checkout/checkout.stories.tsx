import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CheckoutCartAnswer } from "../../../../contracts/api/checkout.ts";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";
import type { CheckoutDetails } from "./checkout-details.ts";
import type { CheckoutStep } from "./checkout-steps.ts";
import { addressedCart, cartItem, checkoutCart, shipment } from "./testing/checkout-cart.ts";
import { CheckoutStory } from "./testing/checkout-story.tsx";

/** The server's (and the stories test's) render of every story: the shell. */
const SHELL = ["Checkout</h1>", "Loading your cart…", "<ol"];

const withCart = (cart: CheckoutCartAnswer | null, options: { step?: CheckoutStep; siteId?: string; details?: CheckoutDetails } = {}): Story => ({
  render: (args) => <CheckoutStory fields={args} cart={cart} {...options} />,
  parameters: { block: { expectHtml: options.siteId === "RL-DE" ? ["Kasse</h1>"] : SHELL } },
});

const MIXED = checkoutCart({
  items: [cartItem(), cartItem({ id: "line-2", productId: "RLTS0002W2S", name: "Trail Tee", attributes: { color: "Sage", size: "S" }, price: { current: 35 } }), cartItem({ id: "line-3", productId: "RLGC0001D0N", name: "E-gift card", isDigitalProduct: true, price: { current: 50 } })],
  shippingMethods: [shipment({ itemIds: ["line-1"] }), shipment({ code: "pickup", storeId: "RL-NYC-01", itemIds: ["line-2"] }), shipment({ code: "digital", itemIds: ["line-3"] })],
});

const meta = {
  title: "Commerce/Checkout",
  ...blockStoriesMeta("checkout"),
  args: {},
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The block as the server renders it: the heading, the steps and a loading status. */
export const Shell: Story = { parameters: { block: { expectHtml: SHELL } } };

/** A guest's shipping step: contact email, address, the delivery method. */
export const GuestShipping: Story = withCart(checkoutCart());

/** Home delivery, pickup in store (with its contact) and an e-gift card sent by email. */
export const MixedDelivery: Story = withCart(MIXED);

/** Everything given and paid: the review, Edit links and Place order. */
export const Summary: Story = withCart(addressedCart({ paid: true }), { step: "summary", details: { giftMessage: "Happy trails!" } });

/** A member sent straight to the review (status EXPRESS). */
export const ExpressSummary: Story = withCart(addressedCart({ paid: true }), { step: "summary", details: { express: true } });

/** Nothing in the cart: back to the cart. */
export const EmptyCart: Story = withCart(null);

/** The German site. */
export const InGerman: Story = withCart(checkoutCart({ siteId: "RL-DE", currency: "EUR" }), { siteId: "RL-DE" });

/** Editors' words for the heading and the steps. */
export const EditorsTitles: Story = {
  ...withCart(checkoutCart()),
  args: { heading: "Secure checkout", shippingTitle: "Delivery", billingTitle: "Pay", summaryTitle: "Check and buy" },
  parameters: { block: { expectHtml: ["Secure checkout</h1>", "Delivery", "Check and buy"] } },
};

/** Invalid: a step title longer than 60 characters. */
export const InvalidTitle: Story = { args: { shippingTitle: "x".repeat(61) }, parameters: { block: { expectDiagnostic: true } } };
