import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";
import { ServiceScreenStory } from "../contact-us-form/testing/service-screen-story.tsx";
import { fakeWarrantyCommerce } from "./testing/fake-warranty-commerce.ts";

/**
 * A member's claim: RLSH1001 (or one of its product ids) is the catalogue's jacket, RL12345678
 * the member's order; other products answer PLP400, other orders OHS4004.
 */
const asShopper = (signedIn: boolean, siteId = "RL-US"): Story => ({
  render: (args) => <ServiceScreenStory type="warranty-form" fields={args} siteId={siteId} slug="warranty" signedIn={signedIn} commerce={fakeWarrantyCommerce} />,
});

const meta = {
  title: "Commerce/Warranty form",
  ...blockStoriesMeta("warranty-form"),
  args: { heading: "", intro: "" },
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member: product, order, purchase date, the problem, the description, photo links and phone. */
export const Member: Story = { ...asShopper(true), parameters: { block: { expectHtml: ["Make a warranty claim</h1>", "Style or product number", "Send claim"] } } };

/** A guest: why an account is needed, and Sign in (the header's dialog answers it). */
export const Guest: Story = { ...asShopper(false), parameters: { block: { expectHtml: ["Sign in to make a claim", "Create an account"], forbidHtml: ["Send claim"] } } };

/** The German site, a member: dates as TT/MM/JJJJ. */
export const InGerman: Story = { ...asShopper(true, "RL-DE"), parameters: { block: { expectHtml: ["Garantieanspruch melden</h1>", "Im Format TT/MM/JJJJ."] } } };

/** The editor's heading and intro. */
export const EditorsWords: Story = {
  ...asShopper(true),
  args: { heading: "Repairs and warranty", intro: "Our gear is built to last, and we stand behind it." },
  parameters: { block: { expectHtml: ["Repairs and warranty</h1>", "we stand behind it"] } },
};

/** Invalid: an intro longer than 400 characters. */
export const IntroTooLong: Story = { args: { intro: "x".repeat(401) }, parameters: { block: { expectDiagnostic: true } } };
