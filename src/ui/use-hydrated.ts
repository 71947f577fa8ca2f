import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * A value only the browser knows and that does not change while the page is open (a cookie
 * marker, geolocation support): `onServer` on the server and while the page's HTML hydrates (so
 * the first render matches the server's), then `read()`.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noSubscription, read, () => onServer);
}

const always = () => true;

/** False on the server and while the page's HTML hydrates (the server never has the shopper's data), true after. */
export const useHydrated = (): boolean => useBrowserValue(always, false);
