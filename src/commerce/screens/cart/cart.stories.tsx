import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";
import { CartStory } from "./testing/cart-story.tsx";
import { ASSOCIATE, type AdjustmentFields } from "./testing/price-adjustments.ts";
import { APPROACHING_CART, COUPON_CART, DELIVERY_CART, EMPTY_CART, FLASH_CART, FULL_CART, NOT_AVAILABLE_CART } from "./testing/recorded-carts.ts";
import type { CartAnswer } from "../../../../contracts/api/cart.ts";

/** The server's (and the stories test's) render of every story: the shell. */
const SHELL = ["Your cart</h1>", "Loading your cart…"];

/** A story of the block with a recorded cart (the browser shows it; the server the shell). */
const withCart = (cart: CartAnswer | null, siteId?: string): Story => ({
  render: (args) => <CartStory fields={args} cart={cart} siteId={siteId} />,
  parameters: { block: { expectHtml: SHELL } },
});

const meta = {
  title: "Commerce/Cart",
  ...blockStoriesMeta("cart"),
  args: {},
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The block as the server renders it: the heading and a loading status (the cart is read in the browser). */
export const Shell: Story = { parameters: { block: { expectHtml: SHELL, forbidHtml: ["Checkout"] } } };

/** A sale jacket, two fleeces with 20 % off, the free beanie (a bonus line), order promotions and callouts. */
export const FullCart: Story = withCart(FULL_CART);

/** WELCOME10 applied (try another code: PRM130 at the field). */
export const CouponApplied: Story = withCart(COUPON_CART);

/** One fleece: callouts approaching and in progress, with the amount still to spend. */
export const PromotionsApproaching: Story = withCart(APPROACHING_CART);

/** Pickup in store, home delivery and a digital line. */
export const Delivery: Story = withCart(DELIVERY_CART);

/** Stock moved: a quantity cut, a line gone, a line moved to pickup. */
export const StockAndDeliveryNotices: Story = withCart(FLASH_CART);

const JACKET_DAMAGED: AdjustmentFields[] = [{ adjustmentId: "adjustment-1", itemId: FULL_CART.items[0]!.id, type: "AMOUNT", value: 20, reasonCode: "DAMAGED_ITEM" }];

/**
 * Buy-in-store mode: an in-store associate's session (the store banner), the jacket's price
 * lowered for a damaged item; every line and the order can be adjusted, edited or cleared, and
 * there is neither save for later nor favourite.
 */
export const AssociateCart: Story = {
  render: (args) => <CartStory fields={args} cart={FULL_CART} associate={ASSOCIATE} adjustments={JACKET_DAMAGED} />,
  parameters: { block: { expectHtml: SHELL } },
};

/** Nothing in the cart: the site's empty cart. */
export const Empty: Story = withCart(EMPTY_CART);

/** The last line is no longer sold: the order cannot be completed. */
export const OrderCannotBeCompleted: Story = withCart(NOT_AVAILABLE_CART);

/** The editor's empty cart (no cart at all). */
export const EditorsEmptyCart: Story = {
  ...withCart(null),
  args: { heading: "Your bag", emptyTitle: "Nothing here yet", emptyText: "Our new jackets are in.", emptyCtaLabel: "See jackets", emptyCtaHref: "/en-us/c/jackets-100200" },
  parameters: { block: { expectHtml: ["Your bag</h1>"] } },
};

/** The German site. */
export const InGerman: Story = {
  ...withCart(FULL_CART, "RL-DE"),
  parameters: { block: { expectHtml: ["Ihr Warenkorb</h1>", "Ihr Warenkorb wird geladen …"] } },
};

/** Invalid: an unsafe link for the empty cart's button. */
export const InvalidLink: Story = {
  args: { emptyCtaHref: "javascript:alert(1)" },
  parameters: { block: { expectDiagnostic: true } },
};
