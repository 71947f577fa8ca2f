import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoriesMeta, fixtureArgs, withoutField, type BlockDataFixtures, type BlockFields } from "../../engine/react/story-helpers.tsx";
import { EMPTY_ARTICLE_SEARCH } from "../article-grid/article-search.ts";
import { searchArticles } from "../article-grid/testing/fake-article-search.ts";
import { storyArticles } from "../article-grid/testing/story-data.tsx";
import { relatedSearch, slugOfPath } from "./related-articles.ts";
import type { ArticlePageProps } from "./schema.ts";

/** The article page of the fixture content (the articles gallery page), else this one. */
const articlePage = fixtureArgs("article-page", {
  eyebrow: "Know-how",
  title: "How to choose a hardshell",
  subtitle: "Waterproof ratings, breathability and fit, explained by our gear testers.",
  date: "2026-02-24",
  media: { type: "image", url: "/media/story-trail.svg", alt: "A hiker in a shell jacket on a misty ridge", width: 1200, height: 600 },
  tags: [{ id: "hiking", label: "Hiking" }, { id: "gear-care", label: "Gear care" }],
  relatedQuery: "tags=hiking,gear-care",
});

/** What the related search would answer over the fixture articles (its own page left out). */
const relatedFromFixtures: BlockDataFixtures = {
  "article-page": (props, context) => {
    const article = props as ArticlePageProps;
    const search = article.showRelated ? relatedSearch(article, slugOfPath(context.pathname, context.localePath)) : undefined;
    return search ? searchArticles(storyArticles(context.siteId), search) : EMPTY_ARTICLE_SEARCH;
  },
};

const meta = {
  title: "Blocks/Article page",
  ...blockStoriesMeta("article-page"),
  parameters: { block: { data: relatedFromFixtures, pageContext: { pathname: "/en-us/layering-guide" } } },
} satisfies Meta<BlockFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Media, title, subtitle, date and up to 4 related articles (never the article itself). */
export const Default: Story = { args: articlePage, parameters: { block: { expectHtml: ["<time", "<h3"], forbidHtml: ["href=\"/en-us/layering-guide\""] } } };

/** The date is kept off the page. */
export const HiddenDate: Story = { args: { ...articlePage, hidePageDate: true }, parameters: { block: { forbidHtml: ["Published"] } } };

/** A narrow text column, the teaser picture instead of media, no related articles. */
export const NarrowWithPicture: Story = {
  args: { ...withoutField(articlePage, "media"), articleWidth: "narrow", picture: { url: "/media/card-packs.svg", alt: "Packs ready for a trip", width: 800, height: 600 }, showRelated: false },
  parameters: { block: { expectHtml: ["/media/card-packs.svg"], forbidHtml: ["Related articles", "Keep reading"] } },
};

/** Video at the top, played with controls. */
export const WithVideo: Story = {
  args: { ...articlePage, media: { type: "video", url: "/media/trail.mp4", poster: "/media/story-trail.svg", alt: "Trail running at dawn" } },
  parameters: { block: { expectHtml: ["<video", "controls"] } },
};

/** The related articles failed or there are none: the article alone. */
export const WithoutRelatedArticles: Story = {
  args: articlePage,
  parameters: { block: { data: { "article-page": () => EMPTY_ARTICLE_SEARCH }, forbidHtml: ["<h3"] } },
};

/** The German site: its date format and words. */
export const InGerman: Story = {
  args: { ...articlePage, title: "So finden Sie die richtige Hardshell", relatedTitle: undefined },
  parameters: { block: { pageContext: { siteId: "RL-DE", localePath: "de-de", pathname: "/de-de/hardshell-guide" }, expectHtml: ["Veröffentlicht am", "24/02/2026"] } },
};

/** Invalid: no title. */
export const InvalidMissingTitle: Story = {
  args: withoutField(articlePage, "title"),
  parameters: { block: { expectDiagnostic: true, expectHtml: ["title</code>"] } },
};

/** Invalid: a related query with a parameter the search does not take. */
export const InvalidRelatedQuery: Story = {
  args: { ...articlePage, relatedQuery: "limit=50" },
  parameters: { block: { expectDiagnostic: true, expectHtml: ["unknown parameter"] } },
};
