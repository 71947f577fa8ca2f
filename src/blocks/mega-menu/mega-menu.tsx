import { useCallback, useEffect, useRef, useState } from "react";
import { usePageNavigation } from "../../ui/page-navigation.tsx";
import { useAnalytics } from "../../analytics/use-analytics.ts";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { DesktopMenu } from "./desktop-menu.tsx";
import { useMegaMenuFlags } from "./feature-flags.tsx";
import { topNavLinkPayload } from "./menu-model.ts";
import type { OnMenuLinkClick } from "./menu-parts.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import type { MegaMenuProps } from "./schema.ts";
import styles from "./mega-menu.module.css";

/**
 * The mega menu: the desktop bar with popovers from 1200px, the mobile accordion below (both in
 * the HTML, CSS shows one). Any navigation closes both; every link click records
 * `topNav.onClickTopNavLink`, every expanded mobile section `topNav.onClickMobileMenuSection`.
 */
export default function MegaMenu({ items, clickTrigger, labels }: BlockComponentProps<MegaMenuProps>) {
  const analytics = useAnalytics();
  const flags = useMegaMenuFlags();
  const { inApp } = usePageNavigation();
  const [openItem, setOpenItem] = useState("");
  const [mobileOpen, setMobileOpen] = useState(false);

  const closeAll = useCallback(() => {
    setOpenItem("");
    setMobileOpen(false);
  }, []);
  const onLinkClick = useCallback<OnMenuLinkClick>(
    (label, url, path) => analytics.publish("topNav.onClickTopNavLink", topNavLinkPayload(label, url, path)),
    [analytics],
  );
  const onSectionExpand = useCallback(
    (label: string, level: 1 | 2) => analytics.publish("topNav.onClickMobileMenuSection", { label, level }),
    [analytics],
  );

  return (
    <div className={styles.megaMenu}>
      {/* Where links load a document (a content page, Storybook, a test) there is no navigation to watch. */}
      {inApp && <CloseOnNavigation onNavigate={closeAll} />}
      <DesktopMenu items={items} labels={labels} clickTrigger={clickTrigger} value={openItem} onValueChange={setOpenItem} onLinkClick={onLinkClick} />
      <MobileMenu
        items={items}
        labels={labels}
        open={mobileOpen}
        onOpenChange={setMobileOpen}
        l3ShopAll={flags.mobileL3ShopAll}
        onLinkClick={onLinkClick}
        onSectionExpand={onSectionExpand}
      />
    </div>
  );
}

/** Calls `onNavigate` after every location change of React Router (not on the first render). */
function CloseOnNavigation({ onNavigate }: { onNavigate: () => void }) {
  // The key changes at every navigation, also to the same path (a link to the current page).
  const { key } = usePageNavigation();
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    onNavigate();
  }, [key, onNavigate]);
  return null;
}
