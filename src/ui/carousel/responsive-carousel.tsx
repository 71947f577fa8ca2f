import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { hideClasses } from "../../engine/react/breakpoint-classes.ts";
import { useBreakpoint } from "../use-breakpoint.ts";
import { usePrefersReducedMotion } from "../use-media-query.ts";
import type { CarouselLabels } from "./carousel-labels.ts";
import {
  carouselCssVariables,
  emblaOptions,
  hiddenAt,
  isRotating,
  showsControl,
  wantsRotation,
  type CarouselControl,
  type ResponsiveCarouselSettings,
} from "./carousel-settings.ts";
import styles from "./carousel.module.css";

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

export interface ResponsiveCarouselProps {
  /** Layout and behaviour at each breakpoint. */
  settings: ResponsiveCarouselSettings;
  slides: readonly CarouselSlide[];
  labels: CarouselLabels;
  /** Id of the visible heading that names the carousel; without one, `label` names it. */
  labelledBy?: string;
  label?: string;
  /** Title and links shown beside the controls. */
  header?: ReactNode;
  className?: string;
}

type PlayState = "auto" | "playing" | "paused";

interface Position {
  selected: number;
  snapCount: number;
  canPrev: boolean;
  canNext: boolean;
}

/**
 * A carousel or a grid, chosen per breakpoint, on embla (this module is the only one that imports
 * it). Follows the WAI-ARIA carousel pattern:
 *
 * - a `region` with `aria-roledescription="carousel"` and a name; slides are groups named "n of m";
 * - previous / next buttons, `aria-disabled` at the ends unless it loops (they keep focus);
 * - when the carousel itself has focus, ← → move a slide, Home / End go to the ends;
 * - automatic rotation has a visible pause / play control, pauses while hovered, stops when
 *   focus moves into the carousel, and is off when the shopper prefers reduced motion (the play
 *   control can still start it);
 * - a polite live region tells the new position after a shopper's move (never while rotating).
 *
 * Layout is CSS (the same markup on server and browser); before the breakpoint is known the
 * controls are hidden by class where they do not apply.
 */
type CarouselMove = "previous" | "next" | "first" | "last" | number;

function moveCarousel(api: NonNullable<ReturnType<typeof useEmblaCarousel>[1]>, action: CarouselMove, jump: boolean) {
  if (action === "previous") {
    if (api.canScrollPrev()) api.scrollPrev(jump);
  } else if (action === "next") {
    if (api.canScrollNext()) api.scrollNext(jump);
  } else if (action === "first") api.scrollTo(0, jump);
  else if (action === "last") api.scrollTo(api.scrollSnapList().length - 1, jump);
  else api.scrollTo(action, jump);
}

export function ResponsiveCarousel({ settings, slides, labels, labelledBy, label, header, className }: ResponsiveCarouselProps) {
  const count = slides.length;
  const options = useMemo(() => emblaOptions(settings), [settings]);
  const [viewportRef, api] = useEmblaCarousel(options);
  const breakpoint = useBreakpoint();
  const reducedMotion = usePrefersReducedMotion();
  const current = breakpoint ? settings[breakpoint] : undefined;
  // Until the breakpoint is known (server, hydration) the small-screen layout gives the semantics.
  const isCarousel = (current ?? settings.sm).type === "carousel" && count > 0;
  const trackId = useId();
  const rotationButton = useRef<HTMLButtonElement>(null);

  const [position, setPosition] = useState<Position>({ selected: 0, snapCount: count, canPrev: false, canNext: count > 1 });
  const [progress, setProgress] = useState(0);
  const [playState, setPlayState] = useState<PlayState>("auto");
  const [hovered, setHovered] = useState(false);
  const [announce, setAnnounce] = useState(false);
  const pendingMove = useRef<{ action: CarouselMove; jump: boolean } | undefined>(undefined);

  useEffect(() => {
    if (!api) return;
    const update = () =>
      setPosition({ selected: api.selectedScrollSnap(), snapCount: api.scrollSnapList().length, canPrev: api.canScrollPrev(), canNext: api.canScrollNext() });
    const scroll = () => setProgress(Math.min(1, Math.max(0, api.scrollProgress())));
    update();
    scroll();
    if (pendingMove.current) moveCarousel(api, pendingMove.current.action, pendingMove.current.jump);
    pendingMove.current = undefined;
    api.on("select", update).on("reInit", update).on("scroll", scroll).on("reInit", scroll);
    return () => {
      api.off("select", update).off("reInit", update).off("scroll", scroll).off("reInit", scroll);
    };
  }, [api]);

  const rotationOn = wantsRotation(playState, reducedMotion);
  const rotating = isRotating({ settings: current, playState, reducedMotion, hovered, slideCount: count });
  const autorotateTime = current?.autorotateTime;

  useEffect(() => {
    if (!api || !rotating || autorotateTime === undefined) return;
    const timer = window.setInterval(() => {
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    }, autorotateTime);
    return () => window.clearInterval(timer);
  }, [api, rotating, autorotateTime]);

  // A shopper's move: no animation when they prefer reduced motion, and the new position is announced.
  const jump = reducedMotion === true;
  const move = (action: CarouselMove) => {
    setAnnounce(true);
    // Pressed before Embla is ready (the code has just come): done as soon as it is.
    if (api) moveCarousel(api, action, jump);
    else pendingMove.current = { action, jump };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isCarousel || event.target !== event.currentTarget) return;
    const action = ({ ArrowLeft: "previous", ArrowRight: "next", Home: "first", End: "last" } as const)[event.key as "ArrowLeft"];
    if (!action) return;
    event.preventDefault();
    move(action);
  };

  // Focus moving into the carousel stops rotation until the shopper starts it again (the rotation
  // control itself excepted: focusing it must not flip what pressing it does).
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const fromOutside = !event.currentTarget.contains(event.relatedTarget as Node | null);
    const rotates = current !== undefined && showsControl(current, "rotation", count) && rotationOn;
    if (fromOutside && rotates && (event.target as Element) !== rotationButton.current) setPlayState("paused");
  };

  /** A control is left out once the breakpoint is known and it does not apply; before that, CSS hides it. */
  const control = (name: CarouselControl, element: (className: string) => ReactNode) => {
    if (current && !showsControl(current, name, count)) return null;
    const hidden = hiddenAt(settings, name, count);
    if (hidden.sm && hidden.md && hidden.lg) return null;
    return element(hideClasses(hidden));
  };

  const named = isCarousel ? (labelledBy ? { "aria-labelledby": labelledBy } : { "aria-label": label ?? labels.fallbackName }) : {};

  return (
    <div
      className={[styles.carousel, className].filter(Boolean).join(" ")}
      style={carouselCssVariables(settings) as CSSProperties}
      data-layout-sm={settings.sm.type}
      data-layout-md={settings.md.type}
      data-layout-lg={settings.lg.type}
      role={isCarousel ? "region" : undefined}
      aria-roledescription={isCarousel ? labels.carousel : undefined}
      {...named}
      tabIndex={isCarousel ? 0 : undefined}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className={styles.header}>
        {header && <div className={styles.heading}>{header}</div>}
        <div className={styles.controls}>
          {control("rotation", (hide) => (
            <button
              ref={rotationButton}
              type="button"
              className={[styles.button, hide].filter(Boolean).join(" ")}
              aria-label={rotationOn ? labels.pause : labels.play}
              onClick={() => {
                setAnnounce(false);
                setPlayState(rotationOn ? "paused" : "playing");
              }}
            >
              {rotationOn ? <PauseIcon /> : <PlayIcon />}
            </button>
          ))}
          {control("arrows", (hide) => (
            <>
              <button
                type="button"
                className={[styles.button, hide].filter(Boolean).join(" ")}
                aria-label={labels.previous}
                aria-controls={trackId}
                aria-disabled={!position.canPrev}
                onClick={() => move("previous")}
              >
                <ArrowIcon direction="previous" />
              </button>
              <button
                type="button"
                className={[styles.button, hide].filter(Boolean).join(" ")}
                aria-label={labels.next}
                aria-controls={trackId}
                aria-disabled={!position.canNext}
                onClick={() => move("next")}
              >
                <ArrowIcon direction="next" />
              </button>
            </>
          ))}
        </div>
      </div>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track} id={trackId} role={isCarousel ? undefined : "list"}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className={styles.slide}
              role={isCarousel ? "group" : "listitem"}
              aria-roledescription={isCarousel ? labels.slide : undefined}
              aria-label={isCarousel ? labels.slideOf(index + 1, count) : undefined}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {control("indicators", (hide) => (
        <div className={[styles.dots, hide].filter(Boolean).join(" ")} role="group" aria-label={labels.indicators}>
          {Array.from({ length: position.snapCount }, (_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={labels.goTo(index + 1, position.snapCount)}
              aria-current={index === position.selected ? "true" : undefined}
              aria-controls={trackId}
              onClick={() => move(index)}
            />
          ))}
        </div>
      ))}
      {control("progress", (hide) => (
        <div className={[styles.progress, hide].filter(Boolean).join(" ")} aria-hidden="true">
          <div className={styles.progressBar} style={{ transform: `scaleX(${progress})` }} />
        </div>
      ))}
      <p className="visually-hidden" aria-live={rotating ? "off" : "polite"}>
        {announce && isCarousel ? labels.status(position.selected + 1, position.snapCount) : ""}
      </p>
    </div>
  );
}

function ArrowIcon({ direction }: { direction: "previous" | "next" }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={direction === "previous" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M8 5v14M16 5v14" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M8 5l11 7-11 7z" fill="currentColor" />
    </svg>
  );
}
