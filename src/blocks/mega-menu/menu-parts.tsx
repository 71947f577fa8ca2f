import type { AnchorHTMLAttributes, Ref } from "react";
import { safeHref } from "../../../contracts/safe-url.ts";
import type { Level1Node } from "./schema.ts";
import styles from "./mega-menu.module.css";

/** Publishes `topNav.onClickTopNavLink` for a link: its text, URL and the titles from L1 down. */
export type OnMenuLinkClick = (label: string, url: string, path: readonly string[]) => void;

/** An item's title, its icon, or both; an icon-only item keeps its title for screen readers. */
export function MenuTitle({ node }: { node: Pick<Level1Node, "title" | "menuIcon" | "titleVisibility"> }) {
  const icon = node.titleVisibility !== "title" && node.menuIcon ? node.menuIcon : undefined;
  const showTitle = !icon || node.titleVisibility === "title+icon";
  return (
    <>
      {icon && <img className={styles.icon} src={icon} alt="" width={20} height={20} aria-hidden="true" />}
      {showTitle ? node.title : <span className="visually-hidden">{node.title}</span>}
    </>
  );
}

export function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

/**
 * A menu link: the URL is checked once more at render (an unsafe one shows as text), and a
 * click is reported with the link's path in the menu. Other anchor props (Radix's `asChild`
 * handlers and ref) pass through.
 */
export function MenuLink({ url, label, path, onLinkClick, className, children, onClick, ...anchor }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  url: string;
  label: string;
  path: readonly string[];
  onLinkClick: OnMenuLinkClick;
  ref?: Ref<HTMLAnchorElement>;
}) {
  const href = safeHref(url);
  if (!href) return <span className={className}>{children ?? label}</span>;
  return (
    <a
      {...anchor}
      className={className}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        onLinkClick(label, href, path);
      }}
    >
      {children ?? label}
    </a>
  );
}
