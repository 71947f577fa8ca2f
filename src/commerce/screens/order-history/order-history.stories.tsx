import type { Meta, StoryObj } from "@storybook/react-vite";
import type { OrderDetailsAnswer } from "../../../../contracts/api/orders.ts";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";
import { CANCELLED_ORDER, GIFT_CARD_ORDER, JUST_PLACED, ON_ITS_WAY, orderSeries, RECENT_ORDERS } from "./testing/order-factory.ts";
import { markSignedIn, MemberAccountStory } from "./testing/order-history-story.tsx";

/** The server's (and the stories test's) render of a member's story: the heading and a status. */
const SHELL = ["Your orders</h2>", "Loading your orders…"];

/** A member with these orders (the browser shows them; the server the shell); `orderNumber` opens one. */
const withOrders = (orders: readonly OrderDetailsAnswer[], orderNumber?: string, siteId?: string): Story => ({
  render: (args) => <MemberAccountStory type="order-history" fields={args} orders={orders} orderNumber={orderNumber} siteId={siteId} />,
  parameters: { block: { expectHtml: orderNumber ? ["Your orders</h2>", `Order ${orderNumber}</h3>`] : SHELL } },
});

const meta = {
  title: "Commerce/Order history",
  ...blockStoriesMeta("order-history"),
  args: {},
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four recent orders: processing (can be cancelled), on its way, an e-gift card, cancelled. */
export const RecentOrders: Story = withOrders(RECENT_ORDERS);

/** Twelve orders: ten shown, "Show more" brings the last two. */
export const Paging: Story = withOrders(orderSeries(12));

/** No order yet, with the editor's words. */
export const NoOrders: Story = { ...withOrders([]), args: { emptyText: "Your first adventure starts here.", shopHref: "/en-us/c/jackets-100200" } };

/** An order on its way: tracking with UPS, the invoice and a return label. */
export const OrderOnItsWay: Story = withOrders(RECENT_ORDERS, ON_ITS_WAY.orderNumber);

/** Placed a moment ago: "Cancel order" asks to confirm, then cancels. */
export const CancellableOrder: Story = withOrders(RECENT_ORDERS, JUST_PLACED.orderNumber);

/** An e-gift card: its email can be sent again. */
export const GiftCardOrder: Story = withOrders(RECENT_ORDERS, GIFT_CARD_ORDER.orderNumber);

/** Cancelled: nothing left to do. */
export const CancelledOrder: Story = withOrders(RECENT_ORDERS, CANCELLED_ORDER.orderNumber);

/** An order the member does not have (OHS4004). */
export const OrderNotFound: Story = withOrders(RECENT_ORDERS, "RL99999999");

/** The German site. */
export const InGerman: Story = {
  ...withOrders(RECENT_ORDERS.map((order) => ({ ...order, siteId: "RL-DE", currency: "EUR" })), undefined, "RL-DE"),
  parameters: { block: { expectHtml: ["Ihre Bestellungen</h2>"] } },
};

/** A guest: the block shows nothing (the account overview asks to sign in). */
export const Guest: Story = {
  decorators: [
    (Story) => {
      markSignedIn(false);
      return <Story />;
    },
  ],
  parameters: { block: { forbidHtml: ["Your orders"] } },
};

/** Invalid: an empty-list link to a script. */
export const UnsafeLink: Story = { args: { shopHref: "javascript:alert(1)" }, parameters: { block: { expectDiagnostic: true } } };
