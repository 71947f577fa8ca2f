import { useCallback, useSyncExternalStore } from "react";

/**
 * A "closed" flag remembered in localStorage, for bars and notices a shopper may close
 * (promo bar, benefit bar). SSR-safe: the server (and the hydration pass) always sees "open",
 * so the markup matches; right after hydration React re-renders with the stored value.
 *
 * When storage is unavailable (private mode, blocked cookies) the flag lives in memory for the
 * rest of the page's life: closing still works, it is only not remembered.
 */

const CLOSED = "closed";
const memory = new Set<string>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    // Accessing localStorage itself throws when storage is blocked.
    return undefined;
  }
}

/** Whether `key` was dismissed (in this browser). False on the server. */
export function isDismissed(key: string): boolean {
  if (memory.has(key)) return true;
  try {
    return storage()?.getItem(key) === CLOSED;
  } catch {
    return false;
  }
}

/** Remembers that `key` was dismissed and tells every mounted reader. */
export function rememberDismissal(key: string): void {
  memory.add(key);
  try {
    storage()?.setItem(key, CLOSED);
  } catch {
    // Quota or blocked storage: the in-memory flag still hides it for this page.
  }
  notify();
}

/** Forgets a dismissal (tests and stories). */
export function forgetDismissal(key: string): void {
  memory.delete(key);
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing stored, nothing to forget.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab closing the same bar.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.newValue === CLOSED || event.oldValue === CLOSED) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const serverSnapshot = () => false;

/** `[dismissed, dismiss]` for the remembered flag `key`. */
export function useRememberedDismissal(key: string): [dismissed: boolean, dismiss: () => void] {
  const dismissed = useSyncExternalStore(subscribe, () => isDismissed(key), serverSnapshot);
  const dismiss = useCallback(() => rememberDismissal(key), [key]);
  return [dismissed, dismiss];
}
