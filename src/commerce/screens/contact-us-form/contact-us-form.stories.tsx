import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";
import { contactUsCategoriesQuery } from "./contact-us-queries.ts";
import { CATEGORIES, GERMAN_CATEGORIES } from "./testing/contact-us-fixtures.ts";
import { fakeContactUsCommerce } from "./testing/fake-contact-us-commerce.ts";
import { ServiceScreenStory } from "./testing/service-screen-story.tsx";

/**
 * The form with the topics the server read for the page. Try: an empty submit (every message),
 * "Orders and delivery › Where is my order?" (the order number becomes required; only RL12345678
 * is the guest's order, others answer ORD400), the email associate@ridgeline.example (AUT432).
 */
const withTopics = (siteId = "RL-US", categories = CATEGORIES): Story => {
  // Made once per story, not per render: a new client or seed would make the story's query client again.
  const commerce = () => fakeContactUsCommerce(categories);
  const seed = [[contactUsCategoriesQuery(siteId).queryKey, categories]] as const;
  return { render: (args) => <ServiceScreenStory type="contact-us-form" fields={args} siteId={siteId} slug="contact-us" commerce={commerce} seed={seed} /> };
};

const meta = {
  title: "Commerce/Contact us form",
  ...blockStoriesMeta("contact-us-form"),
  args: { heading: "", intro: "" },
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: topic, subject, name, email, optional phone and order number, the message. */
export const Guest: Story = { ...withTopics(), parameters: { block: { expectHtml: ["Send us a message</h2>", "Orders and delivery</option>", "Send message"] } } };

/** The editor's heading and intro. */
export const EditorsWords: Story = {
  ...withTopics(),
  args: { heading: "Write to our care team", intro: "Have your order number to hand for questions about an order." },
  parameters: { block: { expectHtml: ["Write to our care team</h2>", "Have your order number to hand"] } },
};

/** The German site. */
export const InGerman: Story = { ...withTopics("RL-DE", GERMAN_CATEGORIES), parameters: { block: { expectHtml: ["Schreiben Sie uns</h2>", "Bestellungen und Lieferung</option>"] } } };

/** Invalid: an intro longer than 400 characters. */
export const IntroTooLong: Story = { args: { intro: "x".repeat(401) }, parameters: { block: { expectDiagnostic: true } } };
