import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, type BlockFields } from "../../../engine/react/story-helpers.tsx";
import { RAIN_JACKET_CORRECTED } from "../../listing/testing/listing-answers.ts";
import { emptyAnswer, searchAnswer } from "../../listing/testing/listing-fixtures.ts";

const SEARCH = { pathname: "/en-us/search" };

const meta = {
  title: "Commerce/Search results",
  ...blockStoriesMeta("search-results"),
  args: {},
  parameters: { block: { pageContext: { ...SEARCH, search: "q=jacket" }, data: { "search-results": () => searchAnswer({ searchTerm: "jacket" }) } } },
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Results for "jacket". */
export const WithResults: Story = { parameters: { block: { expectHtml: ["Results for “jacket”", "Sort by"] } } };

/** "rain jackt" corrected to "rain jacket", with a link searching the original words. */
export const CorrectedTerm: Story = {
  parameters: {
    block: {
      pageContext: { ...SEARCH, search: "q=rain+jackt" },
      data: { "search-results": () => RAIN_JACKET_CORRECTED },
      expectHtml: ["Results for “rain jacket”", "Showing results for", "Search instead for", 'href="/en-us/search?q=rain+jackt"'],
    },
  },
};

/** Nothing found: the words and suggestions. */
export const NothingFound: Story = {
  parameters: {
    block: {
      pageContext: { ...SEARCH, search: "q=zzzqqq" },
      data: { "search-results": () => emptyAnswer({ searchTerm: "zzzqqq", unmatchedTerms: ["zzzqqq"] }) },
      expectHtml: ["We found nothing for “zzzqqq”", "Check the spelling"],
    },
  },
};

/** Nothing found, with the editor's own tips. */
export const NothingFoundWithEditorTips: Story = {
  args: { tips: ["Try “rain jacket” or “down”", "Browse the winter sale"] },
  parameters: {
    block: {
      pageContext: { ...SEARCH, search: "q=zzzqqq" },
      data: { "search-results": () => emptyAnswer({ searchTerm: "zzzqqq", unmatchedTerms: ["zzzqqq"] }) },
      expectHtml: ["Browse the winter sale"],
      forbidHtml: ["Check the spelling"],
    },
  },
};

/** Invalid: a tip longer than 120 characters. */
export const InvalidTips: Story = { args: { tips: ["x".repeat(121)] }, parameters: { block: { expectDiagnostic: true } } };

/** No data yet: the skeleton on the server. */
export const LoadingOrNone: Story = { parameters: { block: { data: {} } } };

/** The German site. */
export const InGerman: Story = {
  parameters: {
    block: {
      pageContext: { siteId: "RL-DE", localePath: "de-de", pathname: "/de-de/search", search: "q=jacke" },
      data: { "search-results": () => emptyAnswer({ searchTerm: "jacke" }) },
      expectHtml: ["Wir haben nichts zu „jacke“ gefunden"],
    },
  },
};
