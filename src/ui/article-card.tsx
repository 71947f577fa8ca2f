import type { Ref } from "react";
import { formatDate, type SiteConfig } from "../../contracts/sites.ts";
import { isSafeMediaUrl, safeHref } from "../../contracts/safe-url.ts";
import styles from "./article-card.module.css";

/** What an article card shows: an article search result (content spec §3 Article). */
export interface ArticleCardData {
  slug: string;
  url?: string;
  title: string;
  subtitle?: string;
  eyebrow?: string;
  /** YYYY-MM-DD. */
  date?: string;
  hidePageDate: boolean;
  picture?: { url: string; alt: string; width?: number; height?: number };
  tags: readonly { id: string; label: string }[];
}

export interface ArticleCardProps {
  article: ArticleCardData;
  site: SiteConfig;
  /** Level of the title: below a section heading (h2), 3. */
  headingLevel?: 2 | 3 | 4;
  /** The card's link, e.g. to move focus to it after "load more". */
  linkRef?: Ref<HTMLAnchorElement>;
}

/** `2026-02-10` as a date at midnight UTC, or undefined when it is no calendar date. */
export function articleDate(date: string | undefined): Date | undefined {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

/**
 * An article teaser: picture, eyebrow, title, subtitle, date (unless the article hides it) and
 * tags. The whole card follows its title's link. Search answers come from the content service,
 * so its URLs are checked once more here (a relative page URL, else the site's path of the slug).
 */
export function ArticleCard({ article, site, headingLevel = 3, linkRef }: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  const href = safeHref(article.url) ?? `/${site.localePath}/${encodeURIComponent(article.slug)}`;
  const date = article.hidePageDate ? undefined : articleDate(article.date);
  const picture = article.picture && isSafeMediaUrl(article.picture.url) ? article.picture : undefined;
  return (
    <article className={styles.card}>
      {picture && (
        <div className={styles.media}>
          <img src={picture.url} alt={picture.alt} width={picture.width} height={picture.height} loading="lazy" decoding="async" />
        </div>
      )}
      <div className={styles.body}>
        {article.eyebrow && <p className={styles.eyebrow}>{article.eyebrow}</p>}
        <Heading className={styles.title}>
          <a href={href} className={styles.link} ref={linkRef}>
            {article.title}
          </a>
        </Heading>
        {article.subtitle && <p className={styles.subtitle}>{article.subtitle}</p>}
        {date && (
          <p className={styles.date}>
            <time dateTime={article.date}>{formatDate(date, site)}</time>
          </p>
        )}
        {article.tags.length > 0 && (
          <ul className={styles.tags}>
            {article.tags.map((tag) => (
              <li key={tag.id}>{tag.label}</li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
