import { useId, useRef, useState, type KeyboardEvent } from "react";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { initialOpen, toggle } from "./accordion-state.ts";
import type { AccordionProps } from "./schema.ts";
import styles from "./accordion.module.css";

/**
 * The WAI-ARIA accordion pattern: each heading holds a button with `aria-expanded` and
 * `aria-controls`; its panel is a region labelled by the button (up to six items). Enter / Space toggle (native
 * buttons), ↓ ↑ move between headers, Home / End go to the first / last. Closed panels are
 * `hidden`, so their links leave the tab order.
 */
export default function Accordion({ title, items, allowMultiple, headingLevel }: BlockComponentProps<AccordionProps>) {
  const [open, setOpen] = useState(() => initialOpen(items, allowMultiple));
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  // Panels are regions only while few: many regions clutter the landmarks (WAI-ARIA APG).
  const panelsAreRegions = items.length <= 6;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={styles.accordion}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={index} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                className={styles.button}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => toggle(current, index, allowMultiple))}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.heading}</span>
                <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role={panelsAreRegions ? "region" : undefined} aria-labelledby={panelsAreRegions ? buttonId : undefined} className={styles.panel} hidden={!expanded}>
              <div className={styles.text} dangerouslySetInnerHTML={{ __html: item.richText }} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
