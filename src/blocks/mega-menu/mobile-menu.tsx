import { useId, useRef, useState, type KeyboardEvent } from "react";
import { hasPopover, level2Items, nodeKey, shopAllLink } from "./menu-model.ts";
import { Chevron, MenuLink, MenuTitle, type OnMenuLinkClick } from "./menu-parts.tsx";
import type { Level1Node, Level2Node, MegaMenuProps } from "./schema.ts";
import styles from "./mega-menu.module.css";

interface MobileMenuProps {
  items: Level1Node[];
  labels: MegaMenuProps["labels"];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Feature flag: an L2 section starts with a shop-all link to the L2 itself. */
  l3ShopAll: boolean;
  onLinkClick: OnMenuLinkClick;
  /** A section was expanded (not collapsed): `topNav.onClickMobileMenuSection`. */
  onSectionExpand: (label: string, level: 1 | 2) => void;
}

/**
 * The menu below 1200px: a menu button opening a panel of disclosure sections (an accordion),
 * L1 then L2. Escape closes the panel and gives the focus back to the menu button.
 */
export function MobileMenu({ items, labels, open, onOpenChange, l3ShopAll, onLinkClick, onSectionExpand }: MobileMenuProps) {
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onOpenChange(false);
    toggle.current?.focus();
  };
  return (
    <nav className={styles.mobile} aria-label={labels.navigation}>
      <button ref={toggle} type="button" className={styles.menuButton} aria-expanded={open} aria-controls={panelId} onClick={() => onOpenChange(!open)}>
        <span className={styles.burger} aria-hidden="true" />
        {labels.menu}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} onKeyDown={onKeyDown}>
        <ul className={styles.sections}>
          {items.map((node, index) =>
            hasPopover(node) ? (
              <MobileSection key={nodeKey(node, index)} node={node} labels={labels} l3ShopAll={l3ShopAll} onLinkClick={onLinkClick} onSectionExpand={onSectionExpand} />
            ) : (
              <li key={nodeKey(node, index)}>
                <MenuLink className={[styles.sectionLink, node.menuStyle === "highlight" ? styles.highlight : ""].join(" ")} url={node.target!.url} label={node.title} path={[node.title]} onLinkClick={onLinkClick}>
                  <MenuTitle node={node} />
                </MenuLink>
              </li>
            ),
          )}
        </ul>
      </div>
    </nav>
  );
}

/** A disclosure button and the panel it controls; expanding (only) is reported. */
function useDisclosure(label: string, level: 1 | 2, onSectionExpand: MobileMenuProps["onSectionExpand"]) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const button = {
    type: "button" as const,
    "aria-expanded": expanded,
    "aria-controls": panelId,
    onClick: () => {
      if (!expanded) onSectionExpand(label, level);
      setExpanded(!expanded);
    },
  };
  return { expanded, panelId, button };
}

function MobileSection({ node, labels, l3ShopAll, onLinkClick, onSectionExpand }: Omit<MobileMenuProps, "items" | "open" | "onOpenChange"> & { node: Level1Node }) {
  const { expanded, panelId, button } = useDisclosure(node.title, 1, onSectionExpand);
  const shopAll = shopAllLink(node, "sm", labels.shopAll);
  const path = [node.title];
  return (
    <li className={styles.section}>
      <button {...button} className={[styles.sectionButton, node.menuStyle === "highlight" ? styles.highlight : ""].join(" ")}>
        <MenuTitle node={node} />
        <Chevron />
      </button>
      <div id={panelId} hidden={!expanded} className={styles.sectionPanel}>
        <ul className={styles.subsections}>
          {shopAll && (
            <li>
              <MenuLink className={styles.shopAllLink} url={shopAll.url} label={shopAll.text} path={path} onLinkClick={onLinkClick} />
            </li>
          )}
          {level2Items(node).map((child, index) =>
            child.children.length > 0 ? (
              <MobileSubsection key={nodeKey(child, index)} node={child} path={path} labels={labels} l3ShopAll={l3ShopAll} onLinkClick={onLinkClick} onSectionExpand={onSectionExpand} />
            ) : (
              <li key={nodeKey(child, index)}>
                <MenuLink className={[styles.subsectionLink, child.menuStyle === "highlight" ? styles.highlight : ""].join(" ")} url={child.target!.url} label={child.title} path={[...path, child.title]} onLinkClick={onLinkClick}>
                  <MenuTitle node={child} />
                </MenuLink>
              </li>
            ),
          )}
        </ul>
        {node.visualSelectors.length > 0 && (
          <ul className={styles.mobileTiles} aria-label={node.visualSelectorsTitle}>
            {node.visualSelectors.map((selector, index) => (
              <li key={index}>
                <MenuLink className={styles.tile} url={selector.target.url} label={selector.title} path={[node.title, selector.title]} onLinkClick={onLinkClick}>
                  <img src={selector.mediaObject.url} alt={selector.mediaObject.alt === selector.title ? "" : selector.mediaObject.alt} loading="lazy" decoding="async" />
                  <span>{selector.title}</span>
                </MenuLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

function MobileSubsection({ node, path, labels, l3ShopAll, onLinkClick, onSectionExpand }: Omit<MobileMenuProps, "items" | "open" | "onOpenChange"> & { node: Level2Node; path: readonly string[] }) {
  const { expanded, panelId, button } = useDisclosure(node.title, 2, onSectionExpand);
  const here = [...path, node.title];
  // The L2's own link, when the flag is on: its title is a disclosure button here.
  const shopAll = l3ShopAll ? shopAllLink(node, "sm", labels.shopAll) : undefined;
  return (
    <li>
      <button {...button} className={styles.subsectionButton}>
        <MenuTitle node={node} />
        <Chevron />
      </button>
      <ul id={panelId} hidden={!expanded} className={styles.leaves}>
        {shopAll && (
          <li>
            <MenuLink className={styles.shopAllLink} url={shopAll.url} label={shopAll.text} path={here} onLinkClick={onLinkClick} />
          </li>
        )}
        {node.children.map((child, index) => (
          <li key={nodeKey(child, index)}>
            <MenuLink className={child.menuStyle === "highlight" ? styles.highlight : undefined} url={child.target!.url} label={child.title} path={[...here, child.title]} onLinkClick={onLinkClick}>
              <MenuTitle node={child} />
            </MenuLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
