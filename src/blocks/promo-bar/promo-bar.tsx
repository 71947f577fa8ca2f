import { useEffect, useMemo, useState, type CSSProperties, type FocusEvent } from "react";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { SafeLink } from "../../ui/safe-link.tsx";
import { useRememberedDismissal } from "../../ui/remembered-dismissal.ts";
import { usePrefersReducedMotion } from "../../ui/use-media-query.ts";
import type { PromoBarProps, PromoMessage } from "./schema.ts";
import { dotColor, messageLabel, visibleMessages, wrapIndex } from "./promo-rules.ts";
import styles from "./promo-bar.module.css";

/** The localStorage key of a promo bar's "closed" flag. */
export const promoBarStorageKey = (blockId: string) => `promo-bar:${blockId}:closed`;

/**
 * A bar of rotating promotional messages (content spec §4). Rotation pauses while the pointer
 * is over the bar or the focus is in it, starts paused when the shopper prefers reduced motion,
 * and has a pause / start button; arrows and dots appear with more than one message. A closable
 * bar renders open on the server and hides right after hydration when it was closed before.
 */
export default function PromoBar({ blockId, messages, autorotateTime, closable, maxMessages, labels }: BlockComponentProps<PromoBarProps>) {
  const shown = useMemo(() => visibleMessages(messages, maxMessages), [messages, maxMessages]);
  const count = shown.length;
  const [dismissed, dismiss] = useRememberedDismissal(promoBarStorageKey(blockId));
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  // Undefined until the shopper presses pause / start: then reduced motion decides.
  const [pausedByUser, setPausedByUser] = useState<boolean | undefined>(undefined);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  // While the motion preference is unknown (server, hydration) the bar counts as rotating.
  const rotates = count > 1 && !(pausedByUser ?? reducedMotion === true);
  const running = rotates && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    // A new timer for each message: moving by hand gives the next one its full time.
    const timer = setTimeout(() => setIndex((current) => wrapIndex(current, 1, count)), autorotateTime);
    return () => clearTimeout(timer);
  }, [running, index, count, autorotateTime]);

  if (count === 0 || dismissed) return null;
  const active = Math.min(index, count - 1);
  const current = shown[active]!;
  const several = count > 1;
  const style = {
    backgroundColor: current.background,
    color: current.textColor,
    "--promo-dot": dotColor(current.background, current.textColor),
  } as CSSProperties;

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    // A group, not a landmark: a page may hold several bars, and landmarks must be unique.
    <div
      role="group"
      className={styles.bar}
      style={style}
      aria-label={labels.name}
      aria-roledescription={several ? "carousel" : undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-rotating={running ? "" : undefined}
    >
      <div className={styles.row}>
        {several && (
          <button type="button" className={styles.arrow} aria-label={labels.previous} onClick={() => setIndex(wrapIndex(active, -1, count))}>
            <Arrow direction="previous" />
          </button>
        )}
        {/* Announced when the shopper moves, not while it turns on its own. */}
        <div className={styles.viewport} aria-live={running ? "off" : "polite"}>
          {shown.map((message, position) => (
            <div
              key={message.id ?? position}
              className={styles.slide}
              role={several ? "group" : undefined}
              aria-roledescription={several ? "slide" : undefined}
              aria-label={several ? messageLabel(labels.message, position, count) : undefined}
              aria-hidden={position === active ? undefined : true}
              inert={position !== active}
              data-active={position === active ? "" : undefined}
            >
              <Message message={message} />
            </div>
          ))}
        </div>
        {several && (
          <button type="button" className={styles.arrow} aria-label={labels.next} onClick={() => setIndex(wrapIndex(active, 1, count))}>
            <Arrow direction="next" />
          </button>
        )}
      </div>
      {several && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.pause}
            aria-label={rotates ? labels.pause : labels.play}
            onClick={() => setPausedByUser(rotates)}
          >
            {rotates ? <PauseIcon /> : <PlayIcon />}
          </button>
          <ul className={styles.dots}>
            {shown.map((message, position) => (
              <li key={message.id ?? position}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={messageLabel(labels.message, position, count)}
                  aria-current={position === active ? "true" : undefined}
                  onClick={() => setIndex(position)}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {closable && (
        <button type="button" className={styles.close} aria-label={labels.close} onClick={dismiss}>
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      )}
    </div>
  );
}

/** A message's text and links; a clickable message is one link (its first target) over its whole area. */
function Message({ message }: { message: PromoMessage }) {
  const [first, ...others] = message.targets;
  const wholeLink = message.clickable && first !== undefined;
  const style = message.hoverLinkColor ? ({ "--promo-link-hover": message.hoverLinkColor } as CSSProperties) : undefined;
  return (
    <div className={[styles.message, wholeLink ? styles.clickable : ""].join(" ")} style={style}>
      {message.richText && <div className={styles.text} dangerouslySetInnerHTML={{ __html: message.richText }} />}
      {(wholeLink ? [first, ...others] : message.targets).map((link, position) => (
        <SafeLink key={position} href={link.url} target={link.targetAttribute} className={[styles.link, wholeLink && position === 0 ? styles.stretched : ""].join(" ")}>
          {link.text}
        </SafeLink>
      ))}
    </div>
  );
}

function Arrow({ direction }: { direction: "previous" | "next" }) {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <path d={direction === "previous" ? "M8 2L4 6l4 4" : "M4 2l4 4-4 4"} fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M3 2h2v8H3zM7 2h2v8H7z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M3 2l7 4-7 4z" fill="currentColor" />
    </svg>
  );
}
