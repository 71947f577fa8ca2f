import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";
import { rememberPlacedOrder } from "./placed-order.ts";
import { PLACED_ORDER } from "./testing/placed-order-fixture.ts";

const CONFIRMATION_PAGE = { pathname: "/en-us/order-confirmation", search: `orderNo=${PLACED_ORDER.orderNumber}` };

/** The order the checkout keeps for this tab, as it does after placing it. */
const withPlacedOrder = (order = PLACED_ORDER) => (Story: () => React.ReactElement) => {
  if (typeof sessionStorage !== "undefined") rememberPlacedOrder(order);
  return <Story />;
};

const meta = {
  title: "Commerce/Order confirmation",
  ...blockStoriesMeta("order-confirmation"),
  args: { heading: "", message: "" },
  decorators: [withPlacedOrder()],
  parameters: { block: { pageContext: CONFIRMATION_PAGE } },
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest's order: two shipments (home and pickup), gift card and card, and the offer to keep it in an account. The server renders the heading and "Loading your order…". */
export const GuestOrder: Story = { parameters: { block: { expectHtml: ["Thank you for your order", "Loading your order"] } } };

/** The editor's own heading and message. */
export const EditorsWords: Story = { args: { heading: "You're all set", message: "Your gear is on its way." }, parameters: { block: { expectHtml: ["You&#x27;re all set"] } } };

/** No order number in the URL. */
export const NoOrder: Story = { parameters: { block: { pageContext: { pathname: "/en-us/order-confirmation", search: "" }, expectHtml: ["There is no order to show here."] } } };

/** The German site. */
export const InGerman: Story = {
  decorators: [withPlacedOrder({ ...PLACED_ORDER, siteId: "RL-DE", currency: "EUR" })],
  parameters: { block: { pageContext: { ...CONFIRMATION_PAGE, siteId: "RL-DE", localePath: "de-de", pathname: "/de-de/order-confirmation" }, expectHtml: ["Vielen Dank für Ihre Bestellung"] } },
};

/** Invalid: a "continue shopping" link to a script. */
export const UnsafeLink: Story = { args: { continueHref: "javascript:alert(1)" }, parameters: { block: { expectDiagnostic: true } } };
