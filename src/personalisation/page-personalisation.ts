import { isRecord } from "../../contracts/json-shape.ts";
import type { RecommendationItem } from "../../contracts/api/decide-answer.ts";
import type { PageViewFacts } from "./page-events.ts";

/**
 * What the decide call answered for one page view (issue 16), as the page carries it: decided on
 * the server within its time budget, so that the first paint shows the visitor's variants and
 * recommendations, and the browser hydrates the same (nothing the shopper sees is swapped).
 * Absent from previews (editors force variants) and from pages rendered without an engine.
 */
export interface PagePersonalisation {
  /**
   * Whether the engine answered within the server's budget. When not, the page keeps its
   * baselines (never swapped under the shopper's eyes) and the browser asks for recommendations only.
   */
  decided: boolean;
  /** The page view as the server reported it: what a recalculation reports again. */
  pageView: PageViewFacts;
  /** Experience name → the variant name its block shows. */
  variants: Readonly<Record<string, string>>;
  /** Recommendation slot (the action's `component`, e.g. `pdp-recommendations`) → its items. */
  recommendations: Readonly<Record<string, readonly RecommendationItem[]>>;
  /** Experience name → the variant label reported to analytics (after the label mapping). */
  labels?: Readonly<Record<string, string>>;
  /**
   * Set in the browser once it has asked for the recommendations of a page the server could not
   * decide (answered or failed): until then their blocks hold a skeleton of their size.
   */
  recommendationsSettled?: boolean;
}

export type DecidedParts = Pick<PagePersonalisation, "variants" | "recommendations" | "labels">;

/**
 * The page's part of a decide answer: the first response's actions. The answer was checked
 * against the decide contract by whoever fetched it (the BFF for the browser, the server's own
 * client); it is still walked with care, and a part of another shape decides nothing.
 */
export function personalisationFromAnswer(answer: unknown, mapLabel: (label: string) => string = (label) => label): DecidedParts {
  const variants: Record<string, string> = {};
  const labels: Record<string, string> = {};
  const recommendations: Record<string, RecommendationItem[]> = {};
  const [response] = isRecord(answer) && Array.isArray(answer.responses) ? answer.responses : [];
  const actions: unknown[] = isRecord(response) && Array.isArray(response.actions) ? response.actions : [];
  for (const action of actions) {
    if (!isRecord(action) || typeof action.component !== "string") continue;
    if (action.actionType === "recommendations" && Array.isArray(action.items)) {
      const items = action.items.filter((item): item is RecommendationItem => isRecord(item) && typeof item.recToken === "string" && typeof item.url === "string" && typeof item.name === "string");
      recommendations[action.component] = [...(recommendations[action.component] ?? []), ...items];
      continue;
    }
    if (action.actionType !== "content" || !Array.isArray(action.impressionReporting)) continue;
    for (const report of action.impressionReporting) {
      if (!isRecord(report) || typeof report.experience_name !== "string" || Object.hasOwn(variants, report.experience_name)) continue;
      variants[report.experience_name] = action.component;
      if (typeof report.variant_label === "string") labels[report.experience_name] = mapLabel(report.variant_label);
    }
  }
  return { variants, recommendations, labels };
}

// The slot readers live apart: the shell reads them, and this module's answer walker is not for the shell.
export { recommendationsOf, recommendationsPending } from "./recommendation-slots.ts";
