import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";

const meta = {
  title: "Commerce/Location selector",
  ...blockStoriesMeta("location-selector"),
  args: {},
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sites by region on the US site; choosing another asks to confirm (the cart stays here). */
export const OnTheUsSite: Story = { parameters: { block: { expectHtml: ["Choose your location", "North America", 'aria-current="true"'] } } };

/** The German site's words; its own site marked. */
export const InGerman: Story = {
  parameters: { block: { pageContext: { siteId: "RL-DE", localePath: "de-de", pathname: "/de-de/location-selector" }, expectHtml: ["Wählen Sie Ihr Land", "Sie sind hier"] } },
};

/** The French-Canadian site. */
export const InFrench: Story = {
  parameters: { block: { pageContext: { siteId: "RL-CAFR", localePath: "fr-ca", pathname: "/fr-ca/location-selector" }, expectHtml: ["Choisissez votre région", "Amérique du Nord"] } },
};

/** The editor's heading and line. */
export const EditorsWords: Story = {
  args: { heading: "Where are you shopping from?", intro: "Pick your country for local prices and delivery." },
  parameters: { block: { expectHtml: ["Where are you shopping from?"] } },
};

/** Invalid: a heading longer than 120 characters. */
export const HeadingTooLong: Story = { args: { heading: "x".repeat(121) }, parameters: { block: { expectDiagnostic: true } } };
