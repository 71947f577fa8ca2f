import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";
import { TrackOrderStory } from "./testing/track-order-story.tsx";

const meta = {
  title: "Commerce/Track order",
  ...blockStoriesMeta("track-order"),
  args: {},
  render: (args) => <TrackOrderStory fields={args} />,
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The form, as the server renders it. Try RL20000030 (on its way) or RL20000031 (just placed)
 * with any email; wrong@example.com is a wrong email, any other number unknown, and the sixth
 * look-up too many.
 */
export const Form: Story = { parameters: { block: { expectHtml: ["Track your order</h1>", 'name="orderNumber"', 'name="email"'] } } };

/** The editor's own words. */
export const EditorsWords: Story = {
  args: { heading: "Where is my order?", intro: "Your order number is in the confirmation email we sent you." },
  parameters: { block: { expectHtml: ["Where is my order?</h1>", "Your order number is in the confirmation email"] } },
};

/** The French Canadian site. */
export const InFrench: Story = {
  render: (args) => <TrackOrderStory fields={args} siteId="RL-CAFR" />,
  parameters: { block: { expectHtml: ["Suivre votre commande</h1>"] } },
};

/** Invalid: a heading longer than 120 characters. */
export const HeadingTooLong: Story = { args: { heading: "Track ".repeat(30) }, parameters: { block: { expectDiagnostic: true } } };
