import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useEngine } from "../../engine/react/engine-context.tsx";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { SafeLink } from "../../ui/safe-link.tsx";
import type { SecondaryNavigationProps } from "./schema.ts";
import styles from "./secondary-navigation.module.css";

/** Whether a link points at the page being shown (query and hash ignored). */
export function isCurrentPage(url: string, pathname: string): boolean {
  const path = url.split(/[?#]/)[0]!.replace(/\/+$/, "");
  return path.length > 0 && path === pathname.replace(/\/+$/, "");
}

/**
 * A navigation landmark named by its title. Small screens: a disclosure button (the title)
 * opens the links, Escape closes them again. From 768px: the title and the links in a row,
 * the button hidden. The link to the current page is marked `aria-current="page"`.
 */
export default function SecondaryNavigation({ title, targets, showDivider }: BlockComponentProps<SecondaryNavigationProps>) {
  const { page } = useEngine();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    <nav className={[styles.nav, showDivider ? styles.divided : ""].join(" ")} aria-label={title} onKeyDown={onKeyDown}>
      <p className={styles.title} aria-hidden="true">
        {title}
      </p>
      <button ref={button} type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {title}
        <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul id={listId} className={styles.list} data-open={open ? "" : undefined}>
        {targets.map((link, index) => (
          <li key={index}>
            <SafeLink href={link.url} target={link.targetAttribute} className={styles.link} aria-current={isCurrentPage(link.url, page.pathname) ? "page" : undefined}>
              {link.text}
            </SafeLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
