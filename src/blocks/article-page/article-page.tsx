import { useId } from "react";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { useEngine } from "../../engine/react/engine-context.tsx";
import { formatDate, siteById } from "../../../contracts/sites.ts";
import { ResponsivePicture } from "../../ui/responsive-picture.tsx";
import { ArticleCard, articleDate } from "../../ui/article-card.tsx";
import type { ArticleSearchAnswer } from "../article-grid/article-search.ts";
import { articleStrings } from "../article-grid/article-strings.ts";
import type { ArticlePageProps } from "./schema.ts";
import { relatedToShow, slugOfPath } from "./related-articles.ts";
import styles from "./article-page.module.css";

function ArticleMedia({ media, picture }: Pick<ArticlePageProps, "media" | "picture">) {
  if (media?.type === "video") {
    return (
      <div className={styles.media}>
        <video className={styles.video} src={media.url} poster={media.poster} controls playsInline preload="metadata" aria-label={media.alt || undefined} />
      </div>
    );
  }
  const image = media ?? picture;
  if (!image) return null;
  // The head of an article is the page's largest image: loaded at once.
  return <ResponsivePicture picture={image} eager className={styles.media} />;
}

/**
 * The head of an article: media, eyebrow, title, subtitle, date (unless hidden), introduction
 * and tags; below it up to 4 related articles. Related articles are deferred data: when they
 * fail (logged by the search) or there are none, the section is left out.
 */
export default function ArticlePage({ title, eyebrow, subtitle, date, hidePageDate, media, picture, articleWidth, richText, tags, relatedTitle, showRelated, data }: BlockComponentProps<ArticlePageProps, ArticleSearchAnswer>) {
  const { page } = useEngine();
  const site = siteById(page.siteId);
  const strings = articleStrings(page.siteId);
  const relatedHeadingId = useId();
  const published = hidePageDate ? undefined : articleDate(date);
  const related = showRelated ? relatedToShow(data?.result ?? [], slugOfPath(page.pathname, page.localePath)) : [];

  return (
    <div className={styles.articlePage}>
      <article className={[styles.article, styles[articleWidth]].join(" ")}>
        <ArticleMedia media={media} picture={picture} />
        <header className={styles.header}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 className={styles.title}>{title}</h2>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {published && (
            <p className={styles.date}>
              {strings.published} <time dateTime={date}>{formatDate(published, site)}</time>
            </p>
          )}
        </header>
        {richText && <div className={styles.intro} dangerouslySetInnerHTML={{ __html: richText }} />}
        {tags.length > 0 && (
          <ul className={styles.tags}>
            {tags.map((tag) => (
              <li key={tag.id ?? tag.label}>{tag.label}</li>
            ))}
          </ul>
        )}
      </article>
      {related.length > 0 && (
        <section className={styles.related} aria-labelledby={relatedHeadingId}>
          <h2 id={relatedHeadingId} className={styles.relatedTitle}>
            {relatedTitle || strings.relatedArticles}
          </h2>
          <ul className={styles.relatedList}>
            {related.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} site={site} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
