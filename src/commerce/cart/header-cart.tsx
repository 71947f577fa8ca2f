import { lazy, Suspense, useEffect, useState } from "react";
import { CartLink } from "./cart-link.tsx";
import { hasCart, MINI_CART_EVENT, type MiniCartEventDetail } from "./cart-events.ts";

// The cart's code loads only for a shopper with a cart: the count (the commerce client) when the
// page finds a cart cookie, the mini cart (the dialog) when something is added.
const LiveCartLink = lazy(() => import("./live-header-cart.tsx"));
const MiniCart = lazy(() => import("./mini-cart.tsx").then((module) => ({ default: module.MiniCart })));

/**
 * The header's cart: the link (server HTML, no count: the cart is the shopper's); in the browser,
 * once the shopper has a cart, its count, and the mini cart dialog from the first add on.
 */
export function HeaderCart({ siteId, localePath }: { siteId: string; localePath: string }) {
  const [live, setLive] = useState(false);
  const [opening, setOpening] = useState<MiniCartEventDetail | undefined>();
  useEffect(() => {
    setLive(hasCart(siteId));
    const onAdded = (event: Event) => {
      const detail = (event as CustomEvent<MiniCartEventDetail>).detail;
      if (detail?.siteId && detail.siteId !== siteId) return;
      setLive(true);
      // The first add loads the mini cart, which opens for it; it hears later adds itself.
      setOpening((current) => current ?? detail);
    };
    window.addEventListener(MINI_CART_EVENT, onAdded);
    return () => window.removeEventListener(MINI_CART_EVENT, onAdded);
  }, [siteId]);

  const link = <CartLink siteId={siteId} localePath={localePath} count={undefined} />;
  return (
    <>
      {live ? (
        <Suspense fallback={link}>
          <LiveCartLink siteId={siteId} localePath={localePath} />
        </Suspense>
      ) : (
        link
      )}
      {opening && (
        <Suspense fallback={null}>
          <MiniCart siteId={siteId} localePath={localePath} opening={opening} />
        </Suspense>
      )}
    </>
  );
}
