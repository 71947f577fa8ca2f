import { useCallback, useSyncExternalStore } from "react";
import type { PickupContact } from "./checkout-steps.ts";

/**
 * What the shopper tells the checkout that the commerce API has no field for, kept by this tab
 * (sessionStorage) per cart: the pickup contact (the reference backend stores no collection
 * contact: the order's email comes from the shipping or billing address) and the gift message
 * (no gift message anywhere in the API: shown back to the shopper, sent nowhere). The express
 * flag marks a summary opened by express checkout.
 */
export interface CheckoutDetails {
  /** A guest's contact email (also in the shipping address when there is one). */
  contactEmail?: string;
  pickupContact?: PickupContact;
  giftMessage?: string;
  express?: boolean;
}

const KEY = (cartId: string) => `checkout-details:${cartId}`;
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; value: CheckoutDetails }>();
const EMPTY: CheckoutDetails = {};

function read(cartId: string): CheckoutDetails {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY(cartId));
  } catch {
    // Storage refused (private mode): nothing kept.
  }
  const cached = cache.get(cartId);
  if (cached && cached.raw === raw) return cached.value;
  let value: CheckoutDetails = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (parsed && typeof parsed === "object") value = parsed as CheckoutDetails;
  } catch {
    // Unreadable: start again.
  }
  cache.set(cartId, { raw, value });
  return value;
}

export function readCheckoutDetails(cartId: string): CheckoutDetails {
  return typeof sessionStorage === "undefined" ? EMPTY : read(cartId);
}

export function updateCheckoutDetails(cartId: string, change: Partial<CheckoutDetails>): void {
  const next = { ...read(cartId), ...change };
  try {
    sessionStorage.setItem(KEY(cartId), JSON.stringify(next));
  } catch {
    cache.set(cartId, { raw: null, value: next });
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The details of a cart, and a setter; re-renders when any checkout part changes them. */
export function useCheckoutDetails(cartId: string): [CheckoutDetails, (change: Partial<CheckoutDetails>) => void] {
  const details = useSyncExternalStore(
    subscribe,
    () => readCheckoutDetails(cartId),
    () => EMPTY,
  );
  const update = useCallback((change: Partial<CheckoutDetails>) => updateCheckoutDetails(cartId, change), [cartId]);
  return [details, update];
}
