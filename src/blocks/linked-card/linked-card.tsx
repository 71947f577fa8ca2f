import type { z } from "zod";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { safeHref } from "../../engine/content/safe-url.ts";
import { ResponsivePicture } from "../../ui/responsive-picture.tsx";
import type { linkedCardSchema } from "./index.ts";
import styles from "./linked-card.module.css";

/**
 * A card whose whole surface links to its first target: the title is the link, and a
 * stretched pseudo-element makes the card clickable, so screen readers hear one link.
 */
export default function LinkedCard(props: BlockComponentProps<z.output<typeof linkedCardSchema>>) {
  const { media, badge, eyebrow, title, subtitle, richText, targets, layout, alignment } = props;
  const primary = targets[0];
  const href = safeHref(primary?.url);
  const overlay = layout !== "below";
  const classes = [styles.card, overlay ? styles.overlay : "", styles[layout], alignment === "center" ? styles.center : ""].join(" ");
  const heading = title ?? primary?.text;
  return (
    <article className={classes}>
      {media?.type === "image" && <ResponsivePicture picture={media} className={styles.media} />}
      {badge && <img className={styles.badge} src={badge.url} alt={badge.alt} width={badge.width ?? 64} height={badge.height ?? 64} />}
      <div className={styles.body}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        {heading && (
          <h3 className={styles.title}>
            {href ? (
              <a className={styles.link} href={href} target={primary?.targetAttribute} rel={primary?.targetAttribute === "_blank" ? "noopener noreferrer" : undefined}>
                {heading}
              </a>
            ) : (
              heading
            )}
          </h3>
        )}
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {richText && <div className={styles.text} dangerouslySetInnerHTML={{ __html: richText }} />}
        {primary?.text && href && <span className={styles.cta} aria-hidden="true">{primary.text} →</span>}
      </div>
    </article>
  );
}
