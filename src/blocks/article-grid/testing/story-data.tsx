import type { Decorator } from "@storybook/react-vite";
import type { BlockDataFixtures } from "../../../engine/react/story-helpers.tsx";
import { firstPageParams, type ArticleResult } from "../article-search.ts";
import { ArticleSearchContext } from "../fetch-article-search.ts";
import { gridSearch } from "../grid-search.ts";
import type { ArticleGridProps } from "../schema.ts";
import { fakeArticleSearch, fixtureArticles, searchArticles } from "./fake-article-search.ts";

/**
 * Storybook only: article search answered from the fixture content (stories never reach the
 * content service). A site without fixture articles borrows the US ones, so that every site's
 * story shows cards.
 */
export function storyArticles(siteId: string): ArticleResult[] {
  const own = fixtureArticles(siteId);
  return own.length > 0 ? own : fixtureArticles("RL-US");
}

/** The grid's server data: the first page of its initial search, over `articles` (the fixtures by default). */
export const gridDataFromFixtures = (articles?: readonly ArticleResult[]): BlockDataFixtures => ({
  "article-grid": (props, context) => searchArticles(articles ?? storyArticles(context.siteId), firstPageParams(gridSearch(props as ArticleGridProps))),
});

/** Tag changes and "load more" in the browser, answered from `articles` (the US fixtures by default). */
export const withArticleSearch =
  (articles?: readonly ArticleResult[]): Decorator =>
  (Story) => (
    <ArticleSearchContext.Provider value={fakeArticleSearch(articles ?? storyArticles("RL-US"))}>
      <Story />
    </ArticleSearchContext.Provider>
  );

const TOPICS = ["Hiking", "Camping", "Running", "Climbing", "Skiing", "Gear care", "Travel", "Family", "Food", "Photography", "Navigation", "Safety", "Bikepacking", "Paddling", "Snowshoeing", "Trail building", "Wildlife", "Weather", "First aid", "Packing", "Footwear", "Layering", "Repairs", "Sustainability"];

/** 24 articles with 24 topics, for the "see more" of every breakpoint. */
export function manyTopicArticles(): ArticleResult[] {
  return TOPICS.map((topic, index) => {
    const id = topic.toLowerCase().replace(/\s+/g, "-");
    const pictures = ["/media/card-jackets.svg", "/media/card-packs.svg", "/media/card-footwear.svg", "/media/card-help.svg"];
    return {
      id: `topic-${id}`,
      slug: `guide-${id}`,
      url: `/en-us/guide-${id}`,
      title: `${topic}: the beginner's guide`,
      subtitle: `Everything you need to know about ${topic.toLowerCase()} before your first trip.`,
      eyebrow: "Guide",
      date: `2025-${String(12 - (index % 12)).padStart(2, "0")}-${String(10 + (index % 18)).padStart(2, "0")}`,
      hidePageDate: false,
      picture: { url: pictures[index % pictures.length]!, alt: `${topic} gear laid out`, width: 800, height: 600 },
      tags: [{ id, label: topic }, ...(index > 0 ? [{ id: "hiking", label: "Hiking" }] : [])],
    };
  });
}
