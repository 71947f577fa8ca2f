import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type MouseEvent } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useAnalytics } from "../../analytics/use-analytics.ts";
import { ButtonRow } from "../../ui/button-link.tsx";
import type { PopUpItem } from "./schema.ts";
import { buttonLabel, LOGO_WIDTHS, minimizedText, popUpEventPayload } from "./popup-rules.ts";
import type { PopUpStrings } from "./popup-strings.ts";
import styles from "./popup.module.css";

interface PopUpViewProps {
  popUp: PopUpItem;
  strings: PopUpStrings;
  /** The shopper closed the pop-up (collapsed or expanded): the caller dismisses it. */
  onClose: () => void;
}

/**
 * One pop-up on screen (content spec §4): shown collapsed (its minimized title) and recording
 * `popUp.onImpression`; after its `delay` (or when the shopper opens it) it expands into a
 * modal dialog and records `popUp.onExpand`; a click on one of its buttons records
 * `popUp.onClick` with the button's text as its label. Every event carries the pop-up's
 * tracking category and action (`popUpEventPayload`). Closing it, collapsed or expanded, calls `onClose`.
 *
 * The expanded pop-up is a Radix modal dialog: focus moves into it and is trapped there,
 * Escape and a click outside close it, the page behind is hidden from assistive technology,
 * and the focus returns to where it was before it expanded.
 */
export function PopUpView({ popUp, strings, onClose }: PopUpViewProps) {
  const analytics = useAnalytics();
  const [expanded, setExpanded] = useState(false);
  const { id, name, title, minimizedTitle, delay } = popUp;
  // Keyed by primitives: the pop-up object may be a new one at every render of its block.
  const payload = useMemo(() => popUpEventPayload({ id, name, title, minimizedTitle }), [id, name, title, minimizedTitle]);
  // Once each per display, whatever re-renders (or StrictMode's second effect run) happen.
  const recorded = useRef({ impression: false, expand: false });
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (recorded.current.impression) return;
    recorded.current.impression = true;
    analytics.publish("popUp.onImpression", payload);
  }, [analytics, payload]);

  const expand = useCallback(() => {
    setExpanded(true);
    if (recorded.current.expand) return;
    recorded.current.expand = true;
    analytics.publish("popUp.onExpand", payload);
  }, [analytics, payload]);

  useEffect(() => {
    if (expanded) return;
    const timer = setTimeout(expand, delay);
    return () => clearTimeout(timer);
  }, [expanded, expand, delay]);

  const onButtonClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest("a[href]");
    if (link) analytics.publish("popUp.onClick", { ...payload, label: buttonLabel(link), url: link.getAttribute("href") ?? "" });
  };

  const colors = { "--popup-bg": popUp.backgroundColor, "--popup-fg": popUp.titleColor } as CSSProperties;
  const collapsedText = minimizedText(popUp);

  return (
    <>
      {!expanded && (
        <div className={styles.minimized} style={colors} data-popup-id={popUp.id}>
          <button type="button" className={styles.expandButton} aria-haspopup="dialog" onClick={expand}>
            {collapsedText}
          </button>
          <button type="button" className={styles.dismissButton} aria-label={strings.dismiss(collapsedText)} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
      <Dialog.Root open={expanded} onOpenChange={(open) => !open && onClose()}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.dialog}
            style={colors}
            aria-modal="true"
            data-popup-id={popUp.id}
            onOpenAutoFocus={() => {
              // Still the element focused before the pop-up expanded: Radix moves the focus after this.
              returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              // Radix would focus a trigger; this pop-up has none (it expands by itself).
              event.preventDefault();
              const previous = returnFocusTo.current;
              if (previous?.isConnected) previous.focus();
            }}
          >
            <Dialog.Close className={styles.closeButton} aria-label={strings.close}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
            {popUp.logo && <PopUpLogo logo={popUp.logo} size={popUp.logoSize} />}
            {popUp.maximizedTitle && <p className={styles.maximizedTitle}>{popUp.maximizedTitle}</p>}
            <Dialog.Title className={styles.title}>{popUp.title}</Dialog.Title>
            {popUp.targets.length > 0 && (
              // Event delegation: the buttons are shared links; their clicks are recorded here.
              <div onClick={onButtonClick}>
                <ButtonRow targets={popUp.targets} className={styles.buttons} />
              </div>
            )}
            {popUp.disclaimer && (
              // Sanitised when the pop-up was validated (the `richText` field).
              <div className={styles.disclaimer} style={{ color: popUp.disclaimerColor }} dangerouslySetInnerHTML={{ __html: popUp.disclaimer }} />
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

function PopUpLogo({ logo, size }: { logo: NonNullable<PopUpItem["logo"]>; size: PopUpItem["logoSize"] }) {
  const width = LOGO_WIDTHS[size];
  // Keeps the image's own ratio and reserves its space before it loads.
  const height = logo.width && logo.height ? Math.round((width * logo.height) / logo.width) : undefined;
  return <img className={styles.logo} src={logo.url} alt={logo.alt} width={width} height={height} decoding="async" />;
}
