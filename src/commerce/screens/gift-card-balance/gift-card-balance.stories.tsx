import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";
import { ServiceScreenStory } from "../contact-us-form/testing/service-screen-story.tsx";
import { fakeGiftCardCommerce } from "./testing/fake-gift-card-commerce.ts";

/**
 * The balance of the fixture cards: 6006 4910 0000 0000 017 with PIN 1234 ($100),
 * 6006491000000000025 with 56781234 (no expiry), 6006494000000000014 with 1357 (€50),
 * 6006491000000000058 with 2222 (expired, GFC812); any other PIN is wrong (GFC800), and 0000
 * crosses the attempt limit (GFC799).
 */
const withCards = (siteId = "RL-US"): Story => ({
  render: (args) => <ServiceScreenStory type="gift-card-balance" fields={args} siteId={siteId} slug="gift-card" commerce={fakeGiftCardCommerce} />,
});

const meta = {
  title: "Commerce/Gift card balance",
  ...blockStoriesMeta("gift-card-balance"),
  args: { heading: "", intro: "" },
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's heading, the number and the PIN. */
export const CheckABalance: Story = { ...withCards(), parameters: { block: { expectHtml: ["Check your gift card balance</h1>", "Gift card number", "Check balance"] } } };

/** The editor's heading and intro. */
export const EditorsWords: Story = {
  ...withCards(),
  args: { heading: "Gift card balance", intro: "E-gift cards: the number and PIN are in the email we sent." },
  parameters: { block: { expectHtml: ["Gift card balance</h1>", "E-gift cards: the number and PIN"] } },
};

/** The Canadian French site: NIP, and balances of CAD cards shown as a code. */
export const InCanadianFrench: Story = { ...withCards("RL-CAFR"), parameters: { block: { expectHtml: ["Vérifier le solde de votre carte-cadeau</h1>", "NIP"] } } };

/** The German site (try the euro card). */
export const InGerman: Story = { ...withCards("RL-DE"), parameters: { block: { expectHtml: ["Guthaben Ihrer Geschenkkarte prüfen</h1>"] } } };

/** Invalid: a heading longer than 120 characters. */
export const HeadingTooLong: Story = { args: { heading: "x".repeat(121) }, parameters: { block: { expectDiagnostic: true } } };
