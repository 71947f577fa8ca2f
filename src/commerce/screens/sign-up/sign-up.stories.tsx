import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";

const meta = {
  title: "Commerce/Sign-up",
  ...blockStoriesMeta("sign-up"),
  args: { heading: "", intro: "" },
  parameters: { block: { pageContext: { pathname: "/en-us/sign-up" } } },
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the sign-up form with its fields, loyalty and the opt-ins. */
export const Guest: Story = { parameters: { block: { expectHtml: ["Create an account", "Confirm password", "Join Ridgeline Rewards"] } } };

/** The editor's heading and intro. */
export const EditorsWords: Story = { args: { heading: "Join the trail crew", intro: "Members get early access to new gear." }, parameters: { block: { expectHtml: ["Join the trail crew", "Members get early access"] } } };

/** The French-Canadian site. */
export const InFrench: Story = { parameters: { block: { pageContext: { siteId: "RL-CAFR", localePath: "fr-ca", pathname: "/fr-ca/sign-up" }, expectHtml: ["Créer un compte", "Date de naissance (DD/MM/YYYY)"] } } };

/** Invalid: a heading longer than the schema allows. */
export const HeadingTooLong: Story = { args: { heading: "x".repeat(121) }, parameters: { block: { expectDiagnostic: true } } };
