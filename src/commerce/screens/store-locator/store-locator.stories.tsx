import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";
import { setFavouriteStore } from "../../stores/favourite-store.ts";
import { StoreLocatorStory } from "./testing/store-locator-story.tsx";
import { STORES } from "./testing/store-answers.ts";

/** The server's (and the stories test's) render: the heading and the search form. */
const SHELL = ["Find a store</h1>", "Postal code or city", "For example 10012 or Boston."];

/** A story whose searches are answered (the browser); the server renders the shell. */
const onSite = (siteId: string, expectHtml: readonly string[]): Story => ({
  render: (args) => <StoreLocatorStory fields={args} siteId={siteId} />,
  parameters: { block: { expectHtml } },
});

const meta = {
  title: "Commerce/Store locator",
  ...blockStoriesMeta("store-locator"),
  args: {},
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search by postal code (10012, 98101; 99501 finds none; 00000 cannot be placed), by city (Boston) or by location. */
export const Search: Story = onSite("RL-US", SHELL);

/** The shopper chose SoHo before: the line above the search, and "Your store" in the results. */
export const WithYourStore: Story = {
  ...onSite("RL-US", SHELL),
  decorators: [
    (Story) => {
      if (typeof document !== "undefined") setFavouriteStore("RL-US", { id: STORES.soho.id, name: STORES.soho.name, postalCode: STORES.soho.address.postalCode });
      return <Story />;
    },
  ],
};

/** The editor's own heading and line. */
export const EditorsWords: Story = {
  ...onSite("RL-US", ["Visit us</h1>", "Twelve stores"]),
  args: { heading: "Visit us", intro: "Twelve stores, from Seattle to Hamburg." },
};

/** The German site: kilometres, 24-hour opening hours (try 10789 or Berlin). */
export const InGerman: Story = onSite("RL-DE", ["Geschäft finden</h1>", "Zum Beispiel 10789 oder Berlin."]);

/** The French-Canadian site (try H3A 1T5 or Montreal). */
export const InFrench: Story = onSite("RL-CAFR", ["Trouver un magasin</h1>", "Par exemple H3A 1T5 ou Montréal."]);

/** Invalid: a heading longer than 120 characters. */
export const HeadingTooLong: Story = { args: { heading: "x".repeat(121) }, parameters: { block: { expectDiagnostic: true } } };
