import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, withoutField, type BlockFields } from "../../engine/react/story-helpers.tsx";

/**
 * The newsletter form as editors place it. Its submitting, error and success states are in
 * "Forms/Signup form states" (src/forms/signup-form-states.stories.tsx); here, fill it in and
 * submit: without a storefront behind Storybook, the submit ends in the error notice.
 */
const newsletter = fixtureArgs("newsletter-form", {
  title: "Get trail news first",
  subtitle: "New gear, field guides and members-only offers, twice a month.",
  privacyLink: { text: "Privacy policy", url: "/en-us/privacy" },
  source: { campaignName: "blocks-gallery" },
});

/** The fixture's brand-green loyalty variant, else this one. */
const loyalty = fixtureArgs(
  "newsletter-form",
  {
    title: "Summit Rewards news",
    richText: "<p>Hear first about <strong>double-points weekends</strong> and early access to sales.</p>",
    subscriptionType: "LoyaltyNewsletter",
    alignment: "center",
    backgroundColor: "#1f3b2d",
    textColor: "#ffffff",
    submitText: "Join the list",
    privacyLink: { text: "Privacy policy", url: "/en-us/privacy" },
  },
  (fields) => fields.subscriptionType === "LoyaltyNewsletter",
);

const meta = {
  title: "Blocks/Newsletter form",
  ...blockStoriesMeta("newsletter-form"),
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: newsletter,
  parameters: { block: { expectHtml: ['type="email"', 'type="checkbox"', 'role="status"', 'aria-required="true"', "Email address", "Sign up"] } },
};

/** Centred on the brand green, the loyalty newsletter, with the editor's own button text. */
export const LoyaltyCentred: Story = { args: loyalty, parameters: { block: { expectHtml: ["Join the list"] } } };

/** No texts set: every label is the page language's default, the form named by its label. */
export const Defaults: Story = { args: {}, parameters: { block: { expectHtml: ['aria-label="Newsletter signup"', "Email address"] } } };

/** A French-Canadian page: the translated defaults. */
export const FrenchPage: Story = {
  args: withoutField(withoutField(newsletter, "title"), "subtitle"),
  parameters: { block: { pageContext: { siteId: "RL-CAFR", localePath: "fr-ca" }, expectHtml: ["Adresse courriel", "S’inscrire"] } },
};

/** Invalid: grey text on white is too faint to read. */
export const InvalidLowContrast: Story = {
  args: { ...newsletter, textColor: "#aaaaaa", backgroundColor: "#ffffff" },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["textColor</code>", "contrast"] } },
};

/** Invalid: a privacy link with a `javascript:` URL is rejected by the schema. */
export const InvalidUnsafePrivacyLink: Story = {
  args: { ...newsletter, privacyLink: { text: "Privacy policy", url: "javascript:alert(1)" } },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["Unsafe URL"], forbidHtml: ["javascript:alert"] } },
};
