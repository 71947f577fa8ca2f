import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, withoutField, type BlockFields } from "../../engine/react/story-helpers.tsx";

type Message = Record<string, unknown>;

/** The first promo bar of the fixture content with several messages, else this one. */
const promoBar = fixtureArgs(
  "promo-bar",
  {
    closable: true,
    autorotateTime: 6000,
    messages: [
      { id: "free-shipping", richText: "<p><strong>Free shipping</strong> on orders over $75.</p>", textColor: "#ffffff", background: "#1f3b2d" },
      { id: "winter-sale", clickable: true, richText: "<p>Winter sale: up to 40% off insulated jackets.</p>", targets: [{ text: "Shop the sale", url: "/en-us/c/sale-4000" }], textColor: "#ffffff", background: "#b14a17" },
      { id: "repairs", richText: "<p>Lifetime repairs on every Ridgeline jacket.</p>", textColor: "#1a1f1c", background: "#f3f4f2" },
    ],
  },
  (fields) => Array.isArray(fields.messages) && fields.messages.length > 1,
);
const messages = promoBar.messages as Message[];
const firstMessage = { ...messages[0]!, isEmpty: false };

const meta = {
  title: "Blocks/Promo bar",
  ...blockStoriesMeta("promo-bar"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several messages: rotation with a pause button, arrows and dots, and a close button. */
export const Rotating: Story = {
  args: promoBar,
  parameters: { block: { expectHtml: ['aria-roledescription="carousel"', 'aria-label="Pause rotation"', 'aria-label="Close promotions"'] } },
};

/** One message: no arrows, dots or pause button. */
export const SingleMessage: Story = {
  args: { ...promoBar, messages: [firstMessage], closable: false },
  parameters: { block: { forbidHtml: ['aria-roledescription="carousel"', 'aria-label="Next message"', 'aria-label="Close promotions"'] } },
};

/** A clickable message: the whole message links to its first target. */
export const ClickableMessage: Story = {
  args: {
    ...promoBar,
    messages: [{ id: "sale", clickable: true, richText: "<p>Winter sale: up to 40% off insulated jackets.</p>", targets: [{ text: "Shop the sale", url: "/en-us/c/sale-4000" }], textColor: "#ffffff", background: "#b14a17", hoverLinkColor: "#fde8dc" }],
  },
  parameters: { block: { expectHtml: ['href="/en-us/c/sale-4000"', "--promo-link-hover:#fde8dc"] } },
};

/** A light message: the dots turn black (white would not show). */
export const LightBackground: Story = {
  args: {
    ...promoBar,
    messages: [
      { id: "light", richText: "<p>Free returns within 60 days.</p>", textColor: "#1a1f1c", background: "#f3f4f2" },
      { id: "light-2", richText: "<p>Lifetime repairs on every jacket.</p>", textColor: "#1a1f1c", background: "#e8efe9" },
    ],
  },
  parameters: { block: { expectHtml: ["--promo-dot:#000000"] } },
};

/** At most `maxMessages` show: here two of three. */
export const CappedAtTwo: Story = {
  args: { ...promoBar, maxMessages: 2 },
  parameters: { block: { expectHtml: ['aria-label="Message 2 of 2"'], forbidHtml: ['aria-label="Message 3 of'] } },
};

/** Every message is empty: the bar shows nothing. */
export const AllMessagesEmpty: Story = {
  args: { ...promoBar, messages: messages.map((message) => ({ ...message, isEmpty: true })) },
  parameters: { block: { forbidHtml: ['aria-label="Promotions"'] } },
};

/** French labels, as the Canadian French site's content sets them. */
export const FrenchLabels: Story = {
  args: {
    ...promoBar,
    labels: { name: "Promotions", previous: "Message précédent", next: "Message suivant", pause: "Mettre la rotation en pause", play: "Lancer la rotation", close: "Fermer les promotions", message: "Message {index} sur {count}" },
  },
  parameters: { block: { expectHtml: ["Message suivant", "Message 1 sur"] } },
};

/** Invalid: a promo bar needs messages. */
export const InvalidWithoutMessages: Story = {
  args: withoutField(promoBar, "messages"),
  parameters: { block: { expectDiagnostic: true, expectHtml: ["messages</code>"] } },
};

/** Invalid: grey text on a white message is too faint to read. */
export const InvalidLowContrast: Story = {
  args: { ...promoBar, messages: [{ ...firstMessage, textColor: "#aaaaaa", background: "#ffffff" }] },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["shoppers need at least 4.5:1"] } },
};

/** Invalid: rotating faster than 2 s. */
export const InvalidRotationTooFast: Story = {
  args: { ...promoBar, autorotateTime: 500 },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["at least 2000 ms"] } },
};
