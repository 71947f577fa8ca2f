import { useSyncExternalStore } from "react";
import { isStringArray } from "../../../contracts/json-shape.ts";
import { appendDismissed } from "./popup-rules.ts";

/**
 * The persisted list of dismissed pop-up ids (content spec §4, §9), in localStorage under one
 * key, shared by every pop-up block. SSR-safe: the server, and the browser while it hydrates,
 * see "not known yet" (`undefined`) and show no pop-up; right after hydration the stored list
 * is read. Without storage (private mode, blocked cookies) dismissals live in memory for the
 * rest of the page's life: closing still works, it is only not remembered.
 */
export const DISMISSED_POPUPS_KEY = "popups:dismissed";

const EMPTY: readonly string[] = Object.freeze([]);
let memory: readonly string[] = EMPTY;
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    // Reading `localStorage` itself throws when storage is blocked.
    return undefined;
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(DISMISSED_POPUPS_KEY) ?? null;
  } catch {
    return null;
  }
}

// useSyncExternalStore wants the same array for the same stored text.
let cached: { raw: string | null; memory: readonly string[]; list: readonly string[] } | undefined;

/** The ids dismissed in this browser, oldest first. Empty on the server. */
export function readDismissedPopUps(): readonly string[] {
  const raw = readRaw();
  if (cached && cached.raw === raw && cached.memory === memory) return cached.list;
  let stored: readonly string[] = EMPTY;
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      // A value written by something else is ignored rather than trusted.
      if (isStringArray(parsed)) stored = parsed;
    } catch {
      // Not JSON: as if nothing was stored.
    }
  }
  const list = memory.reduce<readonly string[]>((all, id) => (all.includes(id) ? all : [...all, id]), stored);
  cached = { raw, memory, list };
  return list;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Appends `id` to the dismissed list (once) and tells every mounted pop-up block. */
export function dismissPopUp(id: string): void {
  const next = appendDismissed(readDismissedPopUps(), id);
  memory = appendDismissed(memory, id);
  try {
    storage()?.setItem(DISMISSED_POPUPS_KEY, JSON.stringify(next));
  } catch {
    // Quota or blocked storage: the in-memory list still hides it for this page.
  }
  notify();
}

/** Forgets every dismissal (tests and stories). */
export function forgetDismissedPopUps(): void {
  memory = EMPTY;
  try {
    storage()?.removeItem(DISMISSED_POPUPS_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab dismissing a pop-up.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === DISMISSED_POPUPS_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const notKnownOnServer = () => undefined;

/** The dismissed ids; `undefined` on the server and while hydrating (show nothing yet). */
export function useDismissedPopUps(): readonly string[] | undefined {
  return useSyncExternalStore<readonly string[] | undefined>(subscribe, readDismissedPopUps, notKnownOnServer);
}
