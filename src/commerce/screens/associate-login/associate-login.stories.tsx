import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";

const meta = {
  title: "Commerce/Associate sign-in",
  ...blockStoriesMeta("associate-login"),
  args: { heading: "" },
  parameters: { block: { pageContext: { pathname: "/en-us/associate-login" } } },
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Store id, employee id and password. */
export const SignIn: Story = { parameters: { block: { expectHtml: ["Associate sign-in", "Store id", "Employee id"] } } };

/** The German site. */
export const InGerman: Story = { parameters: { block: { pageContext: { siteId: "RL-DE", localePath: "de-de", pathname: "/de-de/associate-login" }, expectHtml: ["Filialnummer"] } } };

/** Invalid: a heading longer than the schema allows. */
export const HeadingTooLong: Story = { args: { heading: "x".repeat(121) }, parameters: { block: { expectDiagnostic: true } } };
