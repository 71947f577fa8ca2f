import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";

const meta = {
  title: "Commerce/Password reset",
  ...blockStoriesMeta("reset-password"),
  args: { heading: "" },
  parameters: { block: { pageContext: { pathname: "/en-us/reset-password", search: "token=demo-token" } } },
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the emailed link: a new password, twice. */
export const FromTheLink: Story = { parameters: { block: { expectHtml: ["Choose a new password", "New password", "Save the new password"] } } };

/** Without the link's token: what to do instead. */
export const NoToken: Story = { parameters: { block: { pageContext: { pathname: "/en-us/reset-password", search: "" }, expectHtml: ["This link is not complete"] } } };

/** The German site. */
export const InGerman: Story = { parameters: { block: { pageContext: { siteId: "RL-DE", localePath: "de-de", pathname: "/de-de/reset-password", search: "token=demo" }, expectHtml: ["Neues Passwort wählen"] } } };

/** Invalid: a heading longer than the schema allows. */
export const HeadingTooLong: Story = { args: { heading: "x".repeat(121) }, parameters: { block: { expectDiagnostic: true } } };
