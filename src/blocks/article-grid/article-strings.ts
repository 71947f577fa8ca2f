import { siteById } from "../../../contracts/sites.ts";

/**
 * The fixed words of the article blocks, in each site language. Editors write titles; the
 * controls' labels come from here so that every site reads in its own language.
 */
export interface ArticleStrings {
  relatedArticles: string;
  published: string;
  filterByTag: string;
  /** Accessible name of a tag button: label and article count. */
  tagWithCount: (label: string, count: number) => string;
  seeMore: string;
  seeLess: string;
  clearAll: string;
  loadMore: string;
  /** Shown beside "load more". */
  remaining: (count: number) => string;
  showing: (shown: number, total: number) => string;
  noArticles: string;
  noMatches: string;
  articles: string;
}

const en: ArticleStrings = {
  relatedArticles: "Related articles",
  published: "Published",
  filterByTag: "Filter by tag",
  tagWithCount: (label, count) => `${label}, ${count} ${count === 1 ? "article" : "articles"}`,
  seeMore: "See more",
  seeLess: "See less",
  clearAll: "Clear all",
  loadMore: "Load more",
  remaining: (count) => `${count} more`,
  showing: (shown, total) => `Showing ${shown} of ${total} articles`,
  noArticles: "No articles yet.",
  noMatches: "No articles match the selected tags.",
  articles: "Articles",
};

const fr: ArticleStrings = {
  relatedArticles: "Articles connexes",
  published: "Publié le",
  filterByTag: "Filtrer par thème",
  tagWithCount: (label, count) => `${label}, ${count} article${count === 1 ? "" : "s"}`,
  seeMore: "Voir plus",
  seeLess: "Voir moins",
  clearAll: "Tout effacer",
  loadMore: "Charger plus",
  remaining: (count) => `${count} de plus`,
  showing: (shown, total) => `${shown} article${shown === 1 ? "" : "s"} sur ${total} affiché${shown === 1 ? "" : "s"}`,
  noArticles: "Aucun article pour le moment.",
  noMatches: "Aucun article ne correspond aux thèmes choisis.",
  articles: "Articles",
};

const de: ArticleStrings = {
  relatedArticles: "Ähnliche Artikel",
  published: "Veröffentlicht am",
  filterByTag: "Nach Thema filtern",
  tagWithCount: (label, count) => `${label}, ${count} Artikel`,
  seeMore: "Mehr anzeigen",
  seeLess: "Weniger anzeigen",
  clearAll: "Alle löschen",
  loadMore: "Mehr laden",
  remaining: (count) => `${count} weitere`,
  showing: (shown, total) => `${shown} von ${total} Artikeln`,
  noArticles: "Noch keine Artikel.",
  noMatches: "Keine Artikel passen zu den gewählten Themen.",
  articles: "Artikel",
};

const BY_LANGUAGE: Record<string, ArticleStrings> = { en, fr, de };

/** The strings of the site's language; English for a language without its own. */
export function articleStrings(siteId: string): ArticleStrings {
  return BY_LANGUAGE[siteById(siteId).language] ?? en;
}
