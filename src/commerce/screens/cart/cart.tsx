import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef, type ReactNode } from "react";
import { siteById } from "../../../../contracts/sites.ts";
import { useEngine } from "../../../engine/react/engine-context.tsx";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { useAssociateSession } from "../../cart/associate-session.ts";
import { hasCart } from "../../cart/cart-events.ts";
import { cartQuery } from "../../cart/cart-state.ts";
import { Notice } from "../../ui/notice.tsx";
import { hasShopperSession } from "./cart-queries.ts";
import { cartWords } from "./cart-strings.ts";
import { EmptyCart } from "./empty-cart.tsx";
import type { CartProps } from "./schema.ts";
import styles from "./cart.module.css";
import { useHydrated } from "../../../ui/use-hydrated.ts";

const loadCartContent = () => import("./cart-content.tsx");
const CartContent = lazy(loadCartContent);


/**
 * The cart screen (commerce spec §2 `/cart`, §3 Cart, §4 stock states and delivery transitions).
 * The cart is read in the browser only (`cartQuery`, shared with the header and mini cart): the
 * server, and the render that hydrates its HTML, show the heading and a loading status. Every
 * action's answer becomes the page's cart; a failed one keeps the cart shown and says why where
 * the shopper acted (use-cart-actions.ts). In buy-in-store mode (an in-store associate's session,
 * commerce spec §4, §6) a banner names the store and the associate, and the lines take price
 * adjustments instead of save for later and favourites.
 */
export default function Cart({ blockId, heading, emptyTitle, emptyText, emptyCtaLabel, emptyCtaHref, showSavedForLater, showCoupons }: BlockComponentProps<CartProps>) {
  const { page } = useEngine();
  const { siteId, localePath } = page;
  const strings = cartWords.useWords(siteId);
  const hydrated = useHydrated();
  // Read afresh on arrival (the header's copy may be half a minute old): reading the cart is
  // what brings its stock and delivery up to date (the flash messages).
  const cart = useQuery({ ...cartQuery(siteId), enabled: hydrated, staleTime: 0 });
  // The header may have read the cart before this block's code arrived: until hydrated, the
  // block shows what the server did (no cart), or React finds a mismatch.
  const shownCart = hydrated ? cart.data : undefined;
  // Buy-in-store mode changes the lines (no favourites nor save for later, price adjustments):
  // a signed-in session is read beside the cart, and the lines wait for both.
  const { associate: sessionAssociate, pending: sessionPending } = useAssociateSession(siteId, hydrated);
  const associate = hydrated ? sessionAssociate : null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new visitor (no cart, no session) has an empty cart for sure: the lines' code is not needed.
  // Anyone else's starts loading now, beside the cart's read.
  const hasCartCode = hydrated && (hasCart(siteId) || hasShopperSession());
  useEffect(() => {
    if (hasCartCode) void loadCartContent();
  }, [hasCartCode]);
  const title = heading || strings.heading;

  let body: ReactNode;
  if (!hydrated || cart.isPending || sessionPending) {
    body = (
      <p role="status" className={styles.loading}>
        {strings.loading}
      </p>
    );
  } else if (cart.isError && !cart.data) {
    body = (
      <Notice notice={{ type: "error", level: "top", message: strings.loadFailed }}>
        <button type="button" className={styles.linkButton} onClick={() => void cart.refetch()}>
          {strings.retry}
        </button>
      </Notice>
    );
  } else if (cart.data && cart.data.siteId !== siteId) {
    // One cart cookie serves every site: a cart of another site is not shown in this site's
    // currency (nor changed from here); the shopper is pointed to it.
    body = (
      <Notice notice={{ type: "info", level: "top", message: strings.otherSite, code: "OtherSiteCart" }}>
        <a href={`/${siteById(cart.data.siteId).localePath}/cart`}>{strings.toOtherSite}</a>
      </Notice>
    );
  } else {
    const empty = { title: emptyTitle || strings.emptyTitle, text: emptyText || strings.emptyText, ctaLabel: emptyCtaLabel || strings.emptyCta, ctaHref: emptyCtaHref ?? `/${localePath}` };
    body = hasCartCode ? (
      <Suspense fallback={<p role="status" className={styles.loading}>{strings.loading}</p>}>
        <CartContent cart={cart.data ?? null} siteId={siteId} localePath={localePath} strings={strings} empty={empty} showSavedForLater={showSavedForLater} showCoupons={showCoupons} associate={associate} focusHeading={() => headingRef.current?.focus()} />
      </Suspense>
    ) : (
      <EmptyCart empty={empty} />
    );
  }

  return (
    <div className={styles.screen} data-screen="cart" data-block-id={blockId}>
      <div className={styles.titleRow}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {title}
        </h1>
        {shownCart && shownCart.siteId === siteId && shownCart.totalItems > 0 && <p className={styles.count}>{strings.itemCount(shownCart.totalItems)}</p>}
      </div>
      {associate && <p className={styles.associateBanner}>{strings.associateBanner(associate.storeName, associate.storeEmployeeName)}</p>}
      {body}
    </div>
  );
}

