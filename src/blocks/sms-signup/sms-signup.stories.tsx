import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, type BlockFields } from "../../engine/react/story-helpers.tsx";

/**
 * The SMS signup as editors place it. Its code step, error and success states are in "Forms/
 * Signup form states" (src/forms/signup-form-states.stories.tsx).
 */
const sms = fixtureArgs("sms-signup", {
  title: "Deals by text",
  subtitle: "Flash sales and restock alerts, straight to your phone.",
  termsLink: { text: "Text message terms and privacy", url: "/en-us/privacy" },
});

const meta = {
  title: "Blocks/SMS signup",
  ...blockStoriesMeta("sms-signup"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A US page: the North American mask in the hint. */
export const Default: Story = {
  args: sms,
  parameters: { block: { expectHtml: ['type="tel"', "tel-national", "For example (201) 555 - 0123", "Text me"] } },
};

/** A German page: German defaults and the German mask. */
export const GermanPage: Story = {
  args: { termsLink: { text: "SMS-Bedingungen und Datenschutz", url: "/de-de/privacy" } },
  parameters: { block: { pageContext: { siteId: "RL-DE", localePath: "de-de" }, expectHtml: ["Handynummer", "Zum Beispiel 1512 - 345 - 678"] } },
};

/** Centred on a dark background. */
export const CentredDark: Story = {
  args: { ...sms, alignment: "center", backgroundColor: "#1a1f1c", textColor: "#ffffff" },
};

/** Invalid: a terms link without a text would be announced as an empty link. */
export const InvalidEmptyTermsText: Story = {
  args: { ...sms, termsLink: { text: " ", url: "/en-us/privacy" } },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["termsLink.text</code>", "The link needs a text"] } },
};

/** Invalid: a `data:` URL never reaches an href. */
export const InvalidUnsafeTermsUrl: Story = {
  args: { ...sms, termsLink: { text: "Terms", url: "data:text/html,<script>alert(1)</script>" } },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["Unsafe URL"], forbidHtml: ['href="data:'] } },
};
