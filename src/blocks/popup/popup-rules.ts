import type { PopUpEventCategory, PopUpEventPayload } from "../../analytics/events.ts";

/** A pop-up expands this long after it is displayed, unless its `delay` says otherwise (content spec §9). */
export const DEFAULT_POPUP_DELAY_MS = 2_000;

/** Longest `delay` an editor may set: a pop-up that waits longer is never seen by most shoppers. */
export const MAX_POPUP_DELAY_MS = 60_000;

/** Rendered logo width in px per `logoSize`; the height follows the image's own ratio. */
export const LOGO_WIDTHS = { small: 64, medium: 96, large: 128 } as const;

/** The kind of a pop-up, as a pop-up manager filters by it. */
export type PopUpCategory = "newsletter" | "account";

const TRACKING_CATEGORIES: Record<PopUpCategory, PopUpEventCategory> = { newsletter: "Newsletter", account: "Account" };

/** What the pop-up rules read of a pop-up. */
export interface PopUpIdentity {
  id: string;
  name: string;
  title: string;
  minimizedTitle?: string;
}

/**
 * Newsletter or account registration, by name (content spec §4): a name containing
 * "newsletter", in any case, makes a newsletter pop-up; every other one is an account pop-up.
 */
export function popUpCategory(name: string): PopUpCategory {
  return name.toLowerCase().includes("newsletter") ? "newsletter" : "account";
}

/** The text of the collapsed pop-up: its minimized title, else its title. */
export const minimizedText = (popUp: Pick<PopUpIdentity, "title" | "minimizedTitle">): string => popUp.minimizedTitle?.trim() || popUp.title;

/**
 * The tracking action of a pop-up (content spec §4): a newsletter pop-up's is its minimized
 * title, an account pop-up's is "Registration".
 */
export function popUpAction(popUp: PopUpIdentity): string {
  return popUpCategory(popUp.name) === "newsletter" ? minimizedText(popUp) : "Registration";
}

/**
 * The payload of the pop-up's impression, expand and click events (content spec §4): category
 * "Newsletter" or "Account" by its name, and its tracking action (`popUpAction`).
 */
export function popUpEventPayload(popUp: PopUpIdentity): PopUpEventPayload {
  return { popUpId: popUp.id, name: popUp.name, category: TRACKING_CATEGORIES[popUpCategory(popUp.name)], action: popUpAction(popUp) };
}

/** The text of a clicked button, as the click event's label: its visible text, spaces collapsed. */
export const buttonLabel = (button: Element): string => (button.textContent ?? "").replace(/\s+/g, " ").trim();

/** The pop-up a manager opens (content spec §4): the first whose id was not dismissed. */
export function selectPopUp<T extends { id: string }>(popUps: readonly T[], dismissed: readonly string[]): T | undefined {
  const closed = new Set(dismissed);
  return popUps.find((popUp) => !closed.has(popUp.id));
}

/** The pop-ups of `category` (all of them for `any`), in their order. */
export function popUpsOfCategory<T extends { name: string }>(popUps: readonly T[], category: PopUpCategory | "any"): T[] {
  return category === "any" ? [...popUps] : popUps.filter((popUp) => popUpCategory(popUp.name) === category);
}

/** The dismissed list after closing `id`: appended once, order kept. */
export function appendDismissed(dismissed: readonly string[], id: string): string[] {
  return dismissed.includes(id) ? [...dismissed] : [...dismissed, id];
}
