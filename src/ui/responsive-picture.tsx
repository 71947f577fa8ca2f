import type { Picture } from "../engine/content/fields.ts";
import { MEDIA_QUERIES } from "./media-queries.ts";

/**
 * A picture with art direction per breakpoint. Width and height reserve its space before it
 * loads; `eager` is for the first image of a page (the largest contentful paint).
 */
export function ResponsivePicture({ picture, className, eager = false }: { picture: Picture; className?: string; eager?: boolean }) {
  const { responsive } = picture;
  return (
    <picture className={className}>
      {responsive?.lg && <source media={MEDIA_QUERIES.lg} srcSet={responsive.lg.url} />}
      {responsive?.md && <source media={MEDIA_QUERIES.md} srcSet={responsive.md.url} />}
      <img
        src={responsive?.sm?.url ?? picture.url}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={eager ? "high" : undefined}
      />
    </picture>
  );
}
