import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, type BlockFields } from "../../engine/react/story-helpers.tsx";
import { EMPTY_ARTICLE_SEARCH } from "./article-search.ts";
import { gridDataFromFixtures, manyTopicArticles, withArticleSearch } from "./testing/story-data.tsx";

/** The first article grid of the fixture content (the articles gallery page), else this one. */
const grid = fixtureArgs("article-grid", { title: "From the journal", subtitle: "Know-how, trail stories and gear care from our team." }, (fields) => fields.initialTags === undefined);

const meta = {
  title: "Blocks/Article grid",
  ...blockStoriesMeta("article-grid"),
  decorators: [withArticleSearch()],
  parameters: { block: { data: gridDataFromFixtures(), pageContext: { pathname: "/en-us/journal" } } },
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first 3 articles (the default initial load), the tag filter bar and "load more". */
export const Default: Story = { args: grid, parameters: { block: { expectHtml: ["Load more", "aria-pressed=\"false\"", "Filter by tag"] } } };

/** Six at first, then three more per click. */
export const InitialLoadOfSix: Story = { args: { ...grid, initialLoad: 6, pageSize: 3 } };

/** Opens on a tag; "clear all" comes back to it. */
export const WithInitialTags: Story = {
  args: { ...grid, title: "Look after your gear", initialTags: ["gear-care"], initialLoad: 2, pageSize: 2 },
  parameters: { block: { expectHtml: ["aria-pressed=\"true\""] } },
};

/** 24 tags: 4 show on small screens, 10 on medium, 20 on large, the rest behind "see more". */
export const ManyTags: Story = {
  args: { ...grid, title: "Guides", initialLoad: 6 },
  decorators: [withArticleSearch(manyTopicArticles())],
  parameters: { block: { data: gridDataFromFixtures(manyTopicArticles()), expectHtml: ["See more", "hide-sm", "hide-md", "hide-lg"] } },
};

/** Cards only, by title. */
export const WithoutTagFilter: Story = {
  args: { ...grid, title: "Winter reading", showTagFilter: false, initialLoad: 4, sort: "title" },
  parameters: { block: { forbidHtml: ["Filter by tag"] } },
};

/** No article on the site yet. */
export const NoArticles: Story = {
  args: grid,
  parameters: { block: { data: { "article-grid": () => EMPTY_ARTICLE_SEARCH }, expectHtml: ["No articles yet."], forbidHtml: ["Load more"] } },
};

/** The Canadian French site: French controls, dates day first. */
export const InFrench: Story = {
  args: { ...grid, title: "Le journal", subtitle: "Conseils, récits de sentier et entretien de l'équipement." },
  parameters: { block: { pageContext: { siteId: "RL-CAFR", localePath: "fr-ca", pathname: "/fr-ca/journal" }, expectHtml: ["Filtrer par thème", "Charger plus"] } },
};

/** The German site. */
export const InGerman: Story = {
  args: { ...grid, title: "Aus dem Journal" },
  parameters: { block: { pageContext: { siteId: "RL-DE", localePath: "de-de", pathname: "/de-de/journal" }, expectHtml: ["Nach Thema filtern", "Mehr laden"] } },
};

/** Invalid: an initial load of none. */
export const InvalidInitialLoad: Story = {
  args: { ...grid, initialLoad: 0 },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["initialLoad</code>", "Show at least 1 article"] } },
};

/** Invalid: a tag id with spaces. */
export const InvalidInitialTag: Story = {
  args: { ...grid, initialTags: ["Gear care"] },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["lower-case letters, digits and hyphens"] } },
};
