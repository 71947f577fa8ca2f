import { useEffect, useSyncExternalStore } from "react";

/**
 * At most one pop-up on screen, and one per page view. A page may hold several pop-up blocks
 * (a manager, pop-ups placed by hand); two modal pop-ups at once would fight over the focus,
 * and a second one opening as the shopper closes the first would be a nuisance. Each block
 * that has a pop-up to show queues its key; the first in the queue shows. Once the shopper
 * closes a pop-up no other opens until the page is left (every pop-up block unmounted, as a
 * navigation does). Browser only: nothing is queued on the server.
 */
const queue: string[] = [];
let closedThisPageView = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Queues `key`; answers the function that takes it out again. */
export function queuePopUp(key: string): () => void {
  if (!queue.includes(key)) {
    queue.push(key);
    notify();
  }
  return () => {
    const index = queue.indexOf(key);
    if (index === -1) return;
    queue.splice(index, 1);
    // The page's pop-up blocks are all gone (a navigation): the next page may show one.
    if (queue.length === 0) closedThisPageView = false;
    notify();
  };
}

/** The shopper closed the pop-up on screen: no other opens in this page view. */
export function popUpClosed(): void {
  closedThisPageView = true;
  notify();
}

/** The key whose pop-up is on screen, if any. */
export const popUpOnScreen = (): string | undefined => (closedThisPageView ? undefined : queue[0]);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether the pop-up of `key` may show now; queues it while `wanted`. */
export function usePopUpTurn(key: string, wanted: boolean): boolean {
  useEffect(() => (wanted ? queuePopUp(key) : undefined), [key, wanted]);
  const onScreen = useSyncExternalStore(subscribe, popUpOnScreen, () => undefined);
  return wanted && onScreen === key;
}
