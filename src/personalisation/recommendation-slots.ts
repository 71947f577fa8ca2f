import type { RecommendationItem } from "../../contracts/api/decide-answer.ts";
import type { PagePersonalisation } from "./page-personalisation.ts";

/**
 * What the page's blocks read of its decision's recommendation slots. Apart from
 * page-personalisation.ts (the answer walker, loaded with a new decision): registry entries and
 * the page's own hook read these, so they ship with every page.
 */

/** The items of a recommendation slot on this page (none when undecided). */
export const recommendationsOf = (personalisation: PagePersonalisation | undefined, slot: string): readonly RecommendationItem[] =>
  (personalisation && Object.hasOwn(personalisation.recommendations, slot) ? personalisation.recommendations[slot] : undefined) ?? [];

/**
 * Whether the page's recommendations are still to come: the server could not decide in time, and
 * the browser has not heard back yet (their blocks reserve their place meanwhile). A page without
 * personalisation (a preview, no engine) waits for none.
 */
export const recommendationsPending = (personalisation: PagePersonalisation | undefined): boolean =>
  personalisation !== undefined && !personalisation.decided && personalisation.recommendationsSettled !== true;
