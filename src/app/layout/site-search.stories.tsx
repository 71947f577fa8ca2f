import type { Meta, StoryObj } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { siteById } from "../../../contracts/sites.ts";
import type { CommerceClient } from "../../commerce/api/client.ts";
import type { AutoSuggestAnswer } from "../../commerce/catalogue/catalogue-queries.ts";
import { bindCommerce } from "../../commerce/commerce-access.ts";
import { autoSuggestAnswerFor, JACKET_SUGGESTIONS, NO_SUGGESTIONS, RAIN_SHELL_SUGGESTIONS } from "../../commerce/search/testing/auto-suggest-answers.ts";
import { SearchViewProvider } from "../../ui/search-view.tsx";
import { SiteSearch } from "./site-search.tsx";

/**
 * The header's search with its suggestions, in a header bar like the site's. The commerce calls
 * answer from fixtures (no backend): "jack", "rain sh" and "zzzz" suggest something (or nothing);
 * any other words suggest nothing. Open the panel, type, use the arrow keys.
 */

const ANSWERS: Record<string, AutoSuggestAnswer> = { jack: JACKET_SUGGESTIONS, "rain sh": RAIN_SHELL_SUGGESTIONS, zzzz: NO_SUGGESTIONS };

interface SearchStoryProps {
  siteId: string;
  /** The panel is open with these words typed. */
  typed?: string;
  /** The suggestions call fails. */
  failing?: boolean;
}

function SearchStory({ siteId, typed, failing = false }: SearchStoryProps) {
  const site = siteById(siteId);
  const [client] = useState(() => {
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
    const autoSuggest = async (q: string) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      if (failing) throw new Error("The suggestions service is down");
      return ANSWERS[q.toLowerCase()] ?? autoSuggestAnswerFor(q);
    };
    return bindCommerce(queries, () => ({ autoSuggest }) as unknown as CommerceClient);
  });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/${site.localePath}`]}>
        <SearchViewProvider defaultOpen={typed !== undefined} defaultTerm={typed}>
          <header className="site-header">
            <div className="site-header__bar">
              <span className="site-header__brand">RIDGELINE</span>
              <SiteSearch site={site} />
            </div>
          </header>
          <main style={{ padding: "2rem 1rem", minHeight: 600 }}>
            <p>Page content under the header.</p>
          </main>
        </SearchViewProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const meta = {
  title: "Layout/Site search",
  component: SearchStory,
  args: { siteId: "RL-US" },
  argTypes: { siteId: { control: "select", options: ["RL-US", "RL-CA", "RL-CAFR", "RL-GB", "RL-DE"] } },
} satisfies Meta<typeof SearchStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the search button in the header bar. */
export const Closed: Story = {};

/** Open with "jack" typed: a suggested search, categories and products with pictures and prices (one on sale). */
export const WithSuggestions: Story = { args: { typed: "jack" } };

/** On a phone: the field and the popup take the whole width. */
export const WithSuggestionsOnAPhone: Story = { args: { typed: "jack" }, globals: { viewport: { value: "mobile1", isRotated: false } } };

/** Words that suggest nothing: "No suggestions"; submitting still searches. */
export const NoSuggestions: Story = { args: { typed: "zzzz" } };

/** The suggestions call fails: the same as no suggestions. */
export const SuggestionsFail: Story = { args: { typed: "jack", failing: true } };

/** The German site: its words and euro prices. */
export const InGerman: Story = { args: { siteId: "RL-DE", typed: "jack" } };
