import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { CartAnswer } from "../../../../contracts/api/cart.ts";
import type { SavedForLaterAnswer } from "../../../../contracts/api/saved-for-later.ts";
import type { CommerceClient } from "../../api/client.ts";
import { cartQuery, reportCartChange } from "../../cart/cart-state.ts";
import { errorBehaviour } from "../../errors/error-behaviour.ts";
import { genericMessage } from "../../errors/messages.ts";
import { withCommerce } from "../../lazy-commerce.ts";
import type { NoticeMessage } from "../../ui/notice.tsx";
import { savedForLaterQuery } from "./cart-queries.ts";
import { cartStrings } from "./cart-strings.ts";

/** The page reloads this long after an invalid-customer error (commerce spec §9; client.ts INVALID_CUSTOMER_RELOAD_MS). */
export const RELOAD_AFTER_INVALID_CUSTOMER_MS = 4_000;

/**
 * Where an action's outcome is told: beside a line, at the promo code field, at a price
 * adjustment's form (a line's, with its `itemId`, or the order's), or at the top.
 */
export interface ActionPlace {
  itemId?: string;
  /** A saved-for-later item. */
  savedItemId?: string;
  input?: "coupon" | "price-adjustment";
}

/** A told outcome: the notice and where it belongs. */
export interface ActionOutcome extends ActionPlace {
  notice: NoticeMessage;
}

/** What a cart call answers: the cart, or a saved-for-later list with (or without) the cart. */
type ActionAnswer = CartAnswer | SavedForLaterAnswer | (SavedForLaterAnswer & { cart: CartAnswer });

export interface CartAction extends ActionPlace {
  /** Names the action while it runs (a line's controls show it as busy). */
  key: string;
  call: (commerce: CommerceClient) => Promise<ActionAnswer>;
  /** The success message, if the shopper is told one. */
  success?: (cart: CartAnswer | undefined) => string | undefined;
}

interface CommerceErrorLike {
  name: string;
  errorId: string;
  message: string;
}

const isCommerceError = (error: unknown): error is CommerceErrorLike => error instanceof Error && error.name === "CommerceApiError" && typeof (error as Partial<CommerceErrorLike>).errorId === "string";
const hasCart = (answer: ActionAnswer): answer is SavedForLaterAnswer & { cart: CartAnswer } => "cart" in answer;
const isSavedList = (answer: ActionAnswer): answer is SavedForLaterAnswer => "saveForLaterId" in answer;

/**
 * Where an error is told (commerce spec §8 Behaviour on errors, `errorBehaviour`): the catalogue's
 * top-level ids and a rebuilt session at the top; everything else where the shopper acted (the
 * line's stepper for INV408, the promo code field for PRM…), since this page has no toasts.
 */
export function placeOfError(errorId: string, place: ActionPlace): ActionPlace {
  const behaviour = errorBehaviour(errorId);
  if (behaviour.action === "rebuild-session" || behaviour.level === "top") return {};
  if (place.input) return { input: place.input, itemId: place.itemId };
  return place;
}

/**
 * Runs the cart screen's actions one at a time: each answer becomes the page's cart (and list),
 * a failure keeps the cart shown and tells why, where it belongs. AUT498 (the session was
 * rebuilt, client-core.ts) reloads the page after RELOAD_AFTER_INVALID_CUSTOMER_MS; BSK404 was
 * retried by the client already; `refresh-cart` ids read the cart again.
 */
export function useCartActions(siteId: string) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<ActionOutcome | undefined>();
  const busy = useRef(false);
  const reload = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reload.current), []);

  const run = useCallback(
    async (action: CartAction): Promise<boolean> => {
      // One change at a time: a second click while the first runs is ignored.
      if (busy.current) return false;
      busy.current = true;
      setRunning(action.key);
      setOutcome(undefined);
      const place: ActionPlace = { itemId: action.itemId, savedItemId: action.savedItemId, input: action.input };
      try {
        const answer = await withCommerce(queryClient, siteId, action.call);
        let cart: CartAnswer | undefined;
        if (hasCart(answer)) cart = answer.cart;
        else if (!isSavedList(answer)) cart = answer;
        if (cart) {
          queryClient.setQueryData(cartQuery(siteId).queryKey, cart);
          reportCartChange(cart);
        }
        if (isSavedList(answer)) {
          const { saveForLaterId, items, total } = answer;
          queryClient.setQueryData(savedForLaterQuery(siteId).queryKey, { saveForLaterId, items, total });
        }
        const message = action.success?.(cart);
        if (message) setOutcome({ ...place, notice: { type: "success", level: place.input ? "input" : place.itemId ? "item" : "top", message } });
        return true;
      } catch (error) {
        const errorId = isCommerceError(error) ? error.errorId : "GEN500";
        const message = isCommerceError(error) ? error.message : genericMessage(siteId);
        const behaviour = errorBehaviour(errorId);
        const where = placeOfError(errorId, place);
        const level = where.input ? "input" : where.itemId || where.savedItemId ? "item" : "top";
        if (behaviour.action === "rebuild-session") {
          setOutcome({ notice: { type: "error", level: "top", message: `${message} ${cartStrings(siteId).reloading}`, code: errorId } });
          reload.current = setTimeout(() => window.location.reload(), RELOAD_AFTER_INVALID_CUSTOMER_MS);
        } else {
          setOutcome({ ...where, notice: { type: "error", level, message, code: errorId } });
        }
        // The cart may have changed under the call (a new cart, stock, a rebuilt session): read it again.
        if (behaviour.action === "refresh-cart" || behaviour.action === "new-cart-retry" || behaviour.action === "rebuild-session") {
          void queryClient.invalidateQueries({ queryKey: cartQuery(siteId).queryKey });
        }
        return false;
      } finally {
        busy.current = false;
        setRunning(undefined);
      }
    },
    [queryClient, siteId],
  );

  const clearOutcome = useCallback(() => setOutcome(undefined), []);
  return { run, running, outcome, clearOutcome };
}
