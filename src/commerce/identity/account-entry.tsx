import { useEffect, useId, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { usePageNavigation } from "../../ui/page-navigation.tsx";
import type { SiteConfig } from "../../../contracts/sites.ts";
import { lazyDialog } from "../../ui/lazy-dialog.tsx";
import { afterSignOutPath } from "../after-sign-out.ts";
import { withCommerce } from "../lazy-commerce.ts";
import { accountEntryStrings } from "./account-entry-strings.ts";
import { announceSessionChange, SESSION_CHANGED_EVENT, SIGN_IN_REQUEST_EVENT, type SignInRequestDetail } from "./session-events.ts";
import styles from "./identity.module.css";

/** What the header knows of the shopper: the server's reading of the session (site layout loader). */
export interface HeaderShopper {
  signedIn: boolean;
  firstName?: string;
  employeeTermsPending: boolean;
  associate?: { storeName: string; storeEmployeeName: string };
}

const SignInDialog = lazyDialog(() => import("./sign-in-dialog.tsx").then((module) => module.default));
const EmployeeTermsDialog = lazyDialog(() => import("./employee-terms-dialog.tsx").then((module) => module.default));

/** A same-site path to go to after sign-in; anything else is ignored (no open redirect). */
const sameSitePath = (path: string | undefined) => (path && path.startsWith("/") && !path.startsWith("//") ? path : undefined);

/**
 * The header's account entry: "Sign in" for a guest (the sign-in dialog, which any screen may
 * open with `requestSignIn`), the member's name with the account menu, or the associate's store
 * and name in buy-in-store mode. Sign-in and sign-out change the page without a reload: the
 * loaders read the session again (new audience, name, prices) and every query is read again;
 * signing out of a member's page (cart, checkout, favourites, account) or of associate mode goes
 * where commerce spec §2 says. `favourites`: the site offers them (defaults to on, as the flag).
 */
export function AccountEntry({ site, shopper, simplifiedEnrollment = false, favourites = true }: { site: SiteConfig; shopper: HeaderShopper; simplifiedEnrollment?: boolean; favourites?: boolean }) {
  const strings = accountEntryStrings(site.siteId);
  const queryClient = useQueryClient();
  const { pathname, revalidate } = usePageNavigation();
  const [signIn, setSignIn] = useState<{ open: boolean; startWith?: "sign-in" | "sign-up"; returnTo?: string }>({ open: false });
  const [menuOpen, setMenuOpen] = useState(false);
  const [termsDismissed, setTermsDismissed] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const entry = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const open = (event: Event) => {
      const detail = (event as CustomEvent<SignInRequestDetail | undefined>).detail ?? {};
      setSignIn({ open: true, startWith: detail.mode, returnTo: sameSitePath(detail.returnTo) });
    };
    window.addEventListener(SIGN_IN_REQUEST_EVENT, open);
    return () => window.removeEventListener(SIGN_IN_REQUEST_EVENT, open);
  }, []);

  // The menu closes on Escape (focus back on its button) and on a click elsewhere.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      entry.current?.querySelector<HTMLButtonElement>("button[aria-expanded]")?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!entry.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [menuOpen]);

  // Whoever changed the session (this entry, a sign-up page, the associate sign-in), the page
  // follows: the loaders read the session again (audience, name, prices), every query is read again.
  useEffect(() => {
    const refresh = () => void Promise.all([queryClient.invalidateQueries(), revalidate()]);
    window.addEventListener(SESSION_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(SESSION_CHANGED_EVENT, refresh);
  }, [queryClient, revalidate]);

  async function signOut() {
    if (signingOut) return;
    setSigningOut(true);
    setMenuOpen(false);
    try {
      await withCommerce(queryClient, site.siteId, (commerce) => commerce.signOut());
    } finally {
      const destination = afterSignOutPath(pathname, { localePath: site.localePath, associate: Boolean(shopper.associate) });
      // Leaving a member's page: a document load, so nothing of the member stays in memory.
      if (destination !== pathname) window.location.assign(destination);
      else {
        announceSessionChange();
        setSigningOut(false);
      }
    }
  }

  const links = [
    { href: `/${site.localePath}/account`, label: strings.account },
    { href: `/${site.localePath}/account-profile`, label: strings.profile },
    // The favourites page exists only while its flag is on (FEATURE_FAVORITES, commerce spec §2).
    ...(favourites ? [{ href: `/${site.localePath}/favorites`, label: strings.favourites }] : []),
  ];

  return (
    <div className={styles.entry} ref={entry} data-account-entry={shopper.associate ? "associate" : shopper.signedIn ? "member" : "guest"}>
      {shopper.associate ? (
        <>
          <span className={styles.associate}>{strings.associateBadge(shopper.associate.storeName, shopper.associate.storeEmployeeName)}</span>
          <button type="button" className={styles.entryButton} onClick={signOut} aria-disabled={signingOut || undefined}>
            {signingOut ? strings.signingOut : strings.signOut}
          </button>
        </>
      ) : shopper.signedIn ? (
        <>
          <button type="button" className={styles.entryButton} aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen(!menuOpen)}>
            {signingOut ? strings.signingOut : strings.accountMenu(shopper.firstName)}
            <span aria-hidden="true">▾</span>
          </button>
          <ul id={menuId} className={styles.menu} hidden={!menuOpen}>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
            <li>
              <button type="button" onClick={signOut}>
                {strings.signOut}
              </button>
            </li>
          </ul>
        </>
      ) : (
        <button type="button" className={styles.entryButton} onClick={() => setSignIn({ open: true })}>
          {strings.signIn}
        </button>
      )}
      <SignInDialog
        open={signIn.open}
        onOpenChange={(open) => {
          setSignIn((current) => ({ ...current, open }));
          if (!open && signIn.returnTo && signIn.returnTo !== pathname) window.location.assign(signIn.returnTo);
        }}
        siteId={site.siteId}
        startWith={signIn.startWith}
        simplifiedEnrollment={simplifiedEnrollment}
        onSignedIn={announceSessionChange}
      />
      <EmployeeTermsDialog
        open={shopper.employeeTermsPending && !signIn.open && !termsDismissed}
        onOpenChange={(open) => setTermsDismissed(!open)}
        siteId={site.siteId}
        onAccepted={announceSessionChange}
      />
    </div>
  );
}
