import { preload } from "react-dom";
import type { Picture } from "../engine/content/fields.ts";
import { MEDIA_QUERIES, BELOW } from "./media-queries.ts";

/**
 * The largest contentful paint's picture, preloaded from the head: the browser picks a
 * `<picture>`'s source only when the parser reaches it (React preloads a lone `<img>` itself,
 * but not one inside `<picture>`). One preload per source, each for the widths that choose it
 * (the first matching source wins, so a narrower one excludes the wider ones), so a phone
 * fetches its own file only.
 */
function preloadSources(lg: string | undefined, md: string | undefined, fallback: string) {
  const high = { as: "image", fetchPriority: "high" } as const;
  if (lg) preload(lg, { ...high, media: MEDIA_QUERIES.lg });
  if (md) preload(md, { ...high, media: lg ? `${MEDIA_QUERIES.md} and ${BELOW.lg}` : MEDIA_QUERIES.md });
  const fallbackMedia = md ? BELOW.md : lg ? BELOW.lg : undefined;
  preload(fallback, fallbackMedia ? { ...high, media: fallbackMedia } : high);
}

/**
 * A picture with art direction per breakpoint. Width and height reserve its space before it
 * loads; `eager` is for the first image of a page (the largest contentful paint).
 */
export function ResponsivePicture({ picture, className, eager = false }: { picture: Picture; className?: string; eager?: boolean }) {
  const { responsive } = picture;
  const fallback = responsive?.sm?.url ?? picture.url;
  if (eager) preloadSources(responsive?.lg?.url, responsive?.md?.url, fallback);
  return (
    <picture className={className}>
      {responsive?.lg && <source media={MEDIA_QUERIES.lg} srcSet={responsive.lg.url} />}
      {responsive?.md && <source media={MEDIA_QUERIES.md} srcSet={responsive.md.url} />}
      <img src={fallback} alt={picture.alt} width={picture.width} height={picture.height} loading={eager ? "eager" : "lazy"} decoding="async" fetchPriority={eager ? "high" : undefined} />
    </picture>
  );
}
