import type { CSSProperties, MouseEvent } from "react";
import { useAnalytics } from "../../analytics/use-analytics.ts";
import { GRADIENT_HEIGHTS } from "../../engine/content/gradient-heights.ts";
import { safeHref } from "../../../contracts/safe-url.ts";
import { hideClasses } from "../../engine/react/breakpoint-classes.ts";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { ButtonLink } from "../../ui/button-link.tsx";
import { ResponsivePicture } from "../../ui/responsive-picture.tsx";
import { useSearchView } from "../../ui/search-view.tsx";
import buttonStyles from "../../ui/button-link.module.css";
import type { LinkedCardLayout, LinkedCardProps } from "./schema.ts";
import styles from "./linked-card.module.css";

const LAYOUT_CLASS: Record<LinkedCardLayout, string> = {
  below: "layoutBelow",
  overlay: "layoutOverlay",
  "overlay-bottom": "layoutOverlayBottom",
  "overlay-top": "layoutOverlayTop",
};

/** Breakpoints at which the gradient is off: those `gradientBreakpoints` sets to false. */
function gradientHiddenAt(breakpoints: LinkedCardProps["gradientBreakpoints"]) {
  return { sm: breakpoints?.sm === false, md: breakpoints?.md === false, lg: breakpoints?.lg === false };
}

/**
 * A card whose whole surface links to its first target: the title is the link, and a
 * stretched pseudo-element makes the card clickable, so screen readers hear one link. Further
 * buttons and links in the text sit above the stretched link and keep their own targets.
 *
 * Clicks on any of its links are recorded: `topNav.onClickSearchContent` inside the open search
 * view (the header's search panel, src/ui/search-view.tsx), `promotion.click` when the card has promotion tracking.
 */
export default function LinkedCard(props: BlockComponentProps<LinkedCardProps>) {
  const { media, badge, eyebrow, title, subtitle, richText, targets, layout, alignment, gradientStyle, gradientTone, gradientBreakpoints, promotionTracking } = props;
  const analytics = useAnalytics();
  const inSearchView = useSearchView().open;
  const [primary, ...others] = targets;
  const href = safeHref(primary?.url);
  const overlay = layout !== "below";
  const heading = title?.trim() || primary?.text;
  const classes = [
    styles.card,
    overlay ? styles.overlaid : styles.below,
    styles[LAYOUT_CLASS[layout]],
    alignment === "center" ? styles.center : "",
    overlay && gradientTone === "light" ? styles.lightTone : "",
  ]
    .filter(Boolean)
    .join(" ");

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as Element).closest?.("a");
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const url = anchor.getAttribute("href") ?? "";
    if (inSearchView) analytics.publish("topNav.onClickSearchContent", { title: heading ?? "", url });
    if (promotionTracking && Object.values(promotionTracking).some(Boolean)) {
      analytics.publish("promotion.click", { ...promotionTracking, creativeSlot: "linked-card", url });
    }
  };

  return (
    <article className={classes} onClick={onClick} style={{ "--gradient-height": `${GRADIENT_HEIGHTS[gradientStyle]}%` } as CSSProperties}>
      {media?.type === "image" && (
        <div className={styles.media}>
          <ResponsivePicture picture={media} />
          {overlay && gradientStyle !== "off" && <div className={[styles.gradient, hideClasses(gradientHiddenAt(gradientBreakpoints))].join(" ")} aria-hidden="true" />}
        </div>
      )}
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
        {(primary?.text && href) || others.length > 0 ? (
          <div className={styles.buttons}>
            {/* The first target is the card's own link: shown as a button, but not a second link. */}
            {primary?.text && href && (
              <span className={[buttonStyles.button, buttonStyles[primary.style], buttonStyles[primary.size], styles.cta].join(" ")} aria-hidden="true">
                {primary.text}
              </span>
            )}
            {others.map((target, index) => (
              <ButtonLink key={index} target={target} className={styles.raised} />
            ))}
          </div>
        ) : null}
      </div>
    </article>
  );
}
