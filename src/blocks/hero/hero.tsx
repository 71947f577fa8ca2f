import type { CSSProperties, ReactNode } from "react";
import type { Target } from "../../engine/content/fields.ts";
import { safeHref } from "../../../contracts/safe-url.ts";
import { useEngine } from "../../engine/react/engine-context.tsx";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { ButtonLink } from "../../ui/button-link.tsx";
import { ResponsivePicture } from "../../ui/responsive-picture.tsx";
import { SafeLink } from "../../ui/safe-link.tsx";
import { transformImageUrl, transformPicture } from "../picture/image-transform.ts";
import { PlayPauseButton, usePlayback } from "../video/play-pause-button.tsx";
import { videoLabels } from "../video/video-labels.ts";
import { VideoPlayer } from "../video/video-player.tsx";
import { BREAKPOINTS, gradientHeights, INK, OVERLAY_WIDTHS, overlayPictureSources, overlayTextColor, readableOn, resolveLayouts, WHITE } from "./hero-rules.ts";
import type { HeroMedia, HeroProps } from "./schema.ts";
import { promotionAttributes } from "../../analytics/promotion-tracker.ts";
import { HEADER_HEIGHT_SCRIPT } from "../../ui/header-height-script.ts";
import { useHydrated } from "../../ui/use-hydrated.ts";
import styles from "./hero.module.css";

interface MediaViewProps {
  media: HeroMedia;
  blockId: string;
  eager: boolean;
  paused: boolean;
  onPlayingChange: (playing: boolean) => void;
  videoTitle: string;
  link?: Target;
}

/** One media of the hero: a transformed picture, or a muted looping video without controls (the hero has its own button). */
function MediaView({ media, blockId, eager, paused, onPlayingChange, videoTitle, link }: MediaViewProps) {
  const content =
    media.type === "image" ? (
      <ResponsivePicture picture={transformPicture(media)} eager={eager} className={styles.picture} />
    ) : (
      <>
        <div className={styles.videoRatio} />
        <VideoPlayer
          blockId={blockId}
          sources={{ sm: { url: media.url } }}
          poster={media.poster && (transformImageUrl(media.poster) || media.poster)}
          captions={media.captions}
          title={media.alt || videoTitle}
          autoplay
          loop
          muted
          controls={false}
          paused={paused}
          fill
          onPlayingChange={onPlayingChange}
        />
      </>
    );
  if (!link) return content;
  return (
    <SafeLink href={link.url} target={link.targetAttribute} className={styles.mediaLink} aria-label={link.text || media.alt || undefined}>
      {content}
    </SafeLink>
  );
}

/**
 * The hero banner: media (image or video, or two side by side) with title, eyebrow, subtitle,
 * rich text and buttons over it or below it, per breakpoint. See `heroSchema` for the fields.
 */
export default function Hero(props: BlockComponentProps<HeroProps>) {
  const { blockId, variant, media, mediaList, mediaTarget, targets, linkType, eager, gradientStyle, gradientTone, gradientBreakpoints } = props;
  const { page } = useEngine();
  const labels = videoLabels(page.localePath);
  const layouts = resolveLayouts(variant, props.responsiveLayout);
  const gradient = gradientHeights(gradientStyle, gradientBreakpoints);
  const { paused, toggle, onPlayingChange } = usePlayback(props.paused);
  const hydrated = useHydrated();
  const tracking = props.promotionTracking && {
    ...props.promotionTracking,
    promotionName: props.promotionTracking.promotionName ?? props.name,
    creativeSlot: `hero:${blockId}`,
  };

  const wholeLink = linkType === "No-CTA" ? (mediaTarget ?? targets[0]) : undefined;
  const wholeHref = safeHref(wholeLink?.url);
  const twoMedia = BREAKPOINTS.some((breakpoint) => layouts[breakpoint].layout === "below-2media");
  const hasVideo = media.type === "video" || (twoMedia && mediaList.some((item) => item.type === "video"));
  const overlayFg = overlayTextColor(gradientTone);
  const belowFg = readableOn(props.backgroundColor);
  const mediaLink = wholeLink ? undefined : mediaTarget;
  const videoTitle = props.title || labels.fallbackTitle;

  const vars = {
    "--hero-gradient-sm": `${gradient.sm}%`,
    "--hero-gradient-md": `${gradient.md}%`,
    "--hero-gradient-lg": `${gradient.lg}%`,
    "--hero-overlay-fg": overlayFg,
    "--hero-overlay-contrast": overlayFg === WHITE ? INK : WHITE,
    "--hero-overlay-width": OVERLAY_WIDTHS[props.overlayWidth],
    "--hero-below-fg": belowFg,
    "--hero-below-contrast": belowFg === WHITE ? INK : WHITE,
    ...(props.backgroundColor ? { "--hero-below-bg": props.backgroundColor } : {}),
    ...(props.eyebrowLogo?.width ? { "--hero-logo-width": `${props.eyebrowLogo.width}px` } : {}),
    // Text over the media keeps clear of the caption.
    ...(props.captionText && props.captionPosition !== "off" ? { [`--hero-caption-${props.captionPosition}`]: "2.25rem" } : {}),
  } as CSSProperties;
  const data = Object.fromEntries(BREAKPOINTS.flatMap((breakpoint) => [[`data-layout-${breakpoint}`, layouts[breakpoint].layout], [`data-align-${breakpoint}`, layouts[breakpoint].alignment]]));
  const classes = [
    styles.hero,
    styles[gradientTone],
    styles[variant],
    props.isFullHeight ? styles.fullHeight : "",
    props.backdrop ? styles.backdrop : "",
    wholeHref ? styles.wholeLink : "",
  ].filter(Boolean).join(" ");

  const mediaProps = { blockId, eager, paused, onPlayingChange, videoTitle, link: mediaLink };
  const caption =
    props.captionText && props.captionPosition !== "off" ? (
      <p className={[styles.caption, props.captionPosition === "top" ? styles.captionTop : styles.captionBottom].join(" ")} style={props.captionColor ? { color: props.captionColor } : undefined}>
        {props.captionText}
      </p>
    ) : null;

  const richText = props.richText ? <div className={styles.richText} style={props.richTextColor ? { color: props.richTextColor } : undefined} dangerouslySetInnerHTML={{ __html: props.richText }} /> : null;
  const buttons: ReactNode =
    !wholeLink && targets.length > 0 ? (
      <div className={[styles.buttons, props.equalTargetSize ? styles.equal : ""].filter(Boolean).join(" ")}>
        {targets.map((target, index) => (
          <ButtonLink key={index} target={target} />
        ))}
      </div>
    ) : null;
  const titleText = props.title ?? "";
  const linkAttributes = { href: wholeHref, target: wholeLink?.targetAttribute, rel: wholeLink?.targetAttribute === "_blank" ? "noopener noreferrer" : undefined };
  const title = wholeHref ? (
    <a className={styles.titleLink} {...linkAttributes}>
      {titleText || <span className="visually-hidden">{wholeLink?.text}</span>}
    </a>
  ) : (
    titleText
  );

  const hero = (
    <div className={classes} style={vars} {...data} {...promotionAttributes(tracking)}>
      {wholeHref && <a className={styles.cover} {...linkAttributes} tabIndex={-1} aria-hidden="true" />}
      <div className={styles.mediaArea}>
        <div className={styles.single}>
          <MediaView media={media} {...mediaProps} />
        </div>
        {twoMedia && (
          <div className={styles.pair}>
            {mediaList.map((item, index) => (
              <div key={index} className={styles.pairItem}>
                <MediaView media={item} {...mediaProps} eager={false} />
              </div>
            ))}
          </div>
        )}
        {gradientStyle !== "off" && <div className={styles.gradient} aria-hidden="true" />}
        {variant === "productOverlayHero" && props.overlayPicture && (
          <ResponsivePicture picture={overlayPictureSources(props.overlayPicture, props.overlaySmall, props.overlayLarge)} eager={eager} className={styles.product} />
        )}
        {caption}
        {hasVideo && <PlayPauseButton paused={paused} onToggle={toggle} labels={labels} className={styles.toggle} />}
      </div>
      <div className={styles.content}>
        <div className={styles.panel}>
          {props.eyebrowLogo ? (
            <ResponsivePicture
              picture={transformPicture(props.eyebrowLogo)}
              eager={eager}
              className={[styles.eyebrowLogo, props.eyebrowLogoResponsive ? styles.logoResponsive : ""].filter(Boolean).join(" ")}
            />
          ) : (
            props.eyebrowText && (
              <p className={styles.eyebrow} style={props.eyebrowTextColor ? { color: props.eyebrowTextColor } : undefined}>
                {props.eyebrowText}
              </p>
            )
          )}
          {(titleText || wholeHref) && (
            <h2 className={[styles.title, styles[`title-${props.titleStyle}`]].join(" ")} style={props.titleColor ? { color: props.titleColor } : undefined}>
              {title}
            </h2>
          )}
          {props.subtitle && <p className={styles.subtitle}>{props.subtitle}</p>}
          {!props.richTextBelowTargets && richText}
          {buttons}
          {props.richTextBelowTargets && richText}
        </div>
      </div>
    </div>
  );
  // The header's height before the first paint: see header-height-script.ts. Only in the server's
  // HTML (and the render that hydrates it): the browser runs no script it renders itself, and by
  // then the header publishes its height on its own.
  if (!props.isFullHeight || hydrated) return hero;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: HEADER_HEIGHT_SCRIPT }} />
      {hero}
    </>
  );
}
