import { useId, useLayoutEffect, useRef, type CSSProperties } from "react";
import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ResponsivePicture } from "../../ui/responsive-picture.tsx";
import { hasPopover, nodeKey, popoverColumns, popoverSpans, shopAllLink } from "./menu-model.ts";
import { Chevron, MenuLink, MenuTitle, type OnMenuLinkClick } from "./menu-parts.tsx";
import { MEGA_MENU_GRID_COLUMNS } from "./menu-limits.ts";
import type { Level1Node, Level2Node, MegaMenuProps } from "./schema.ts";
import styles from "./mega-menu.module.css";

interface DesktopMenuProps {
  items: Level1Node[];
  labels: MegaMenuProps["labels"];
  clickTrigger: boolean;
  /** The open L1's key, "" when closed (controlled, so that a route change can close it). */
  value: string;
  onValueChange: (value: string) => void;
  onLinkClick: OnMenuLinkClick;
}

/**
 * The bar and its popovers, on Radix's navigation menu: Tab and Shift+Tab walk the bar,
 * Enter or Space toggles a popover, arrow keys move between items and into an open popover,
 * Escape closes it and returns focus to its trigger. Popovers open on hover (Radix's
 * automatic mode) or, with the click-trigger setting, on click only (manual mode).
 */
export function DesktopMenu({ items, labels, clickTrigger, value, onValueChange, onLinkClick }: DesktopMenuProps) {
  const root = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (value) revealFocusProxies(root.current);
  }, [value]);
  return (
    <NavigationMenu.Root
      ref={root}
      className={styles.desktop}
      aria-label={labels.navigation}
      value={value}
      onValueChange={onValueChange}
      activationMode={clickTrigger ? "manual" : "automatic"}
    >
      <NavigationMenu.List className={styles.bar}>
        {items.map((node, index) => {
          const key = nodeKey(node, index);
          const style = node.menuStyle === "highlight" ? styles.highlight : undefined;
          if (!hasPopover(node)) {
            return (
              <NavigationMenu.Item key={key} value={key}>
                <NavigationMenu.Link asChild>
                  <MenuLink className={[styles.barLink, style].filter(Boolean).join(" ")} url={node.target!.url} label={node.title} path={[node.title]} onLinkClick={onLinkClick}>
                    <MenuTitle node={node} />
                  </MenuLink>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            );
          }
          return (
            <NavigationMenu.Item key={key} value={key}>
              <NavigationMenu.Trigger className={[styles.trigger, style].filter(Boolean).join(" ")}>
                <MenuTitle node={node} />
                <Chevron />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className={styles.popover}>
                <Popover node={node} shopAllTemplate={labels.shopAll} onLinkClick={onLinkClick} />
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          );
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

/**
 * Radix renders, next to an open trigger, an empty "focus proxy" that is in the tab order yet
 * `aria-hidden` (the `aria-hidden-focus` failure of axe): it passes the focus from the trigger
 * into the popover and back out. It stays focusable, so it must not be hidden from assistive
 * technology; being empty, it says nothing. React sets the attribute only when the proxy mounts
 * (at each opening), so removing it once per opening holds.
 */
function revealFocusProxies(nav: HTMLElement | null): void {
  for (const proxy of nav?.querySelectorAll<HTMLElement>('li > span[aria-hidden="true"][tabindex="0"]') ?? []) proxy.removeAttribute("aria-hidden");
}

function Popover({ node, shopAllTemplate, onLinkClick }: { node: Level1Node; shopAllTemplate: string; onLinkClick: OnMenuLinkClick }) {
  const shopAll = shopAllLink(node, "lg", shopAllTemplate);
  const spans = popoverSpans(node);
  const selectorsTitleId = useId();
  const { menuBanner: banner } = node;
  const selectorsOnOwnRow = spans.selectors === MEGA_MENU_GRID_COLUMNS;
  const selectorsBlock = node.visualSelectors.length > 0 && (
    <div
      className={styles.selectors}
      style={{ "--span": spans.selectors } as CSSProperties}
      role="group"
      aria-labelledby={node.visualSelectorsTitle ? selectorsTitleId : undefined}
    >
      {node.visualSelectorsTitle && (
        <p id={selectorsTitleId} className={styles.groupTitle}>
          {node.visualSelectorsTitle}
        </p>
      )}
      <ul className={styles.tiles}>
        {node.visualSelectors.map((selector, index) => (
          <li key={index}>
            <NavigationMenu.Link asChild>
              <MenuLink className={styles.tile} url={selector.target.url} label={selector.title} path={[node.title, selector.title]} onLinkClick={onLinkClick}>
                <img src={selector.mediaObject.url} alt={selector.mediaObject.alt === selector.title ? "" : selector.mediaObject.alt} title={selector.mediaObject.seoTitle} loading="lazy" decoding="async" />
                <span>{selector.title}</span>
              </MenuLink>
            </NavigationMenu.Link>
          </li>
        ))}
      </ul>
    </div>
  );
  const bannerBlock = banner && (
    <div className={styles.banner}>
      {banner.target ? (
        <NavigationMenu.Link asChild>
          <MenuLink className={styles.bannerLink} url={banner.target.url} label={banner.title ?? banner.target.text} path={[node.title, banner.title ?? banner.target.text]} onLinkClick={onLinkClick}>
            <BannerBody banner={banner} />
          </MenuLink>
        </NavigationMenu.Link>
      ) : (
        <BannerBody banner={banner} />
      )}
    </div>
  );
  return (
    <div className={styles.popoverGrid}>
      {shopAll && (
        <p className={styles.shopAll}>
          <NavigationMenu.Link asChild>
            <MenuLink url={shopAll.url} label={shopAll.text} path={[node.title]} onLinkClick={onLinkClick} />
          </NavigationMenu.Link>
        </p>
      )}
      {popoverColumns(node).map((column, columnIndex) => (
        <ul key={columnIndex} className={styles.column}>
          {column.map((child, childIndex) => (
            <PopoverGroup key={nodeKey(child, columnIndex, childIndex)} node={child} path={[node.title]} onLinkClick={onLinkClick} />
          ))}
        </ul>
      ))}
      {/* A selectors row of its own comes after the banner, so that reading order follows the layout. */}
      {selectorsOnOwnRow ? bannerBlock : selectorsBlock}
      {selectorsOnOwnRow ? selectorsBlock : bannerBlock}
    </div>
  );
}

function BannerBody({ banner }: { banner: NonNullable<Level1Node["menuBanner"]> }) {
  return (
    <>
      <ResponsivePicture picture={banner.media} className={styles.bannerPicture} />
      {banner.title && <span className={styles.bannerTitle}>{banner.title}</span>}
      {banner.subtitle && <span className={styles.bannerSubtitle}>{banner.subtitle}</span>}
      {banner.target?.text && <span className={styles.bannerCta}>{banner.target.text}</span>}
    </>
  );
}

/** An L2 of a column: its title (a link when it has a target) and its L3 links. */
function PopoverGroup({ node, path, onLinkClick }: { node: Level2Node; path: readonly string[]; onLinkClick: OnMenuLinkClick }) {
  const here = [...path, node.title];
  return (
    <li className={styles.group}>
      {node.target ? (
        <NavigationMenu.Link asChild>
          <MenuLink className={[styles.groupTitle, node.menuStyle === "highlight" ? styles.highlight : ""].join(" ")} url={node.target.url} label={node.title} path={here} onLinkClick={onLinkClick}>
            <MenuTitle node={node} />
          </MenuLink>
        </NavigationMenu.Link>
      ) : (
        <span className={styles.groupTitle}>
          <MenuTitle node={node} />
        </span>
      )}
      {node.children.length > 0 && (
        <ul className={styles.links}>
          {node.children.map((child, index) => (
            <li key={nodeKey(child, index)}>
              <NavigationMenu.Link asChild>
                <MenuLink className={child.menuStyle === "highlight" ? styles.highlight : undefined} url={child.target!.url} label={child.title} path={[...here, child.title]} onLinkClick={onLinkClick}>
                  <MenuTitle node={child} />
                </MenuLink>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
