import { useQuery } from "@tanstack/react-query";
import { CartLink } from "./cart-link.tsx";
import { cartQuery } from "./cart-state.ts";

/** The cart link with the shopper's count (loaded by HeaderCart when the shopper has a cart). */
export default function LiveCartLink({ siteId, localePath }: { siteId: string; localePath: string }) {
  const cart = useQuery(cartQuery(siteId));
  return <CartLink siteId={siteId} localePath={localePath} count={cart.data?.totalItems} />;
}
