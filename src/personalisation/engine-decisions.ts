import { isRecord } from "../../contracts/json-shape.ts";
import type { DecideAnswer } from "../../contracts/api/decide-answer.ts";
import type { DecideEventInput } from "../../contracts/api/decide-event-types.ts";
import { decisionEvents, type BrowserPage } from "./decide-events.ts";
import type { DecisionProvider, DecisionRequest, ExperienceDecision } from "./decision-provider.ts";
import { mapVariantLabel } from "../../contracts/personalisation/variant-label.ts";
import { DECIDE_CHANNEL, STOREFRONT_DECIDE_PATH } from "./decide-path.ts";

export { DECIDE_BRAND, DECIDE_CHANNEL, STOREFRONT_DECIDE_PATH } from "./decide-path.ts";

export interface EngineDecisionOptions {
  fetch?: typeof fetch;
  /** Default: the storefront origin's decide path. */
  endpoint?: string;
  /** The CSRF token the storefront asks of every POST. */
  csrfToken: () => Promise<string | undefined>;
  /** The page as the browser shows it, read at each request. */
  page: () => BrowserPage;
  newRequestId?: () => string;
}

export interface EngineDecisionProvider extends DecisionProvider {
  /** Sends record events (RecImpressions, RecClicks, PageEvents) for the visitor. */
  record(visitorId: string, events: readonly DecideEventInput[]): Promise<void>;
}

type ImpressionReport = DecideAnswer["responses"][number]["actions"][number]["impressionReporting"][number];

/** The fields of an impression report that a decision reads. */
const isReport = (value: unknown): value is Pick<ImpressionReport, "experience_id" | "experience_name" | "variant_label"> =>
  isRecord(value) && typeof value.experience_id === "string" && typeof value.experience_name === "string" && typeof value.variant_label === "string";

/**
 * Decisions of experience blocks, read from the engine's answer: the content action reporting
 * an experience names, in `component`, the variant to show. Experiences the answer does not
 * decide are left out (their blocks keep the baseline).
 *
 * The answer comes from the storefront's own origin, whose BFF checked it against the decide
 * contract (server/bff/personalisation-route.ts, decision 0013), so no schema runs here: the
 * answer is only walked with care, and a part of another shape decides nothing (baseline).
 */
export function decisionsFromAnswer(answer: unknown, experienceNames: readonly string[]): Record<string, ExperienceDecision> {
  const wanted = new Set(experienceNames);
  const decisions: Record<string, ExperienceDecision> = {};
  const [response] = isRecord(answer) && Array.isArray(answer.responses) ? answer.responses : [];
  const actions: unknown[] = isRecord(response) && Array.isArray(response.actions) ? response.actions : [];
  for (const action of actions) {
    if (!isRecord(action) || action.actionType !== "content" || typeof action.component !== "string" || !Array.isArray(action.impressionReporting)) continue;
    for (const report of action.impressionReporting) {
      if (!isReport(report) || !wanted.has(report.experience_name) || Object.hasOwn(decisions, report.experience_name)) continue;
      decisions[report.experience_name] = {
        experienceId: report.experience_id,
        experienceName: report.experience_name,
        variantName: action.component,
        variantLabel: mapVariantLabel(report.variant_label),
      };
    }
  }
  return decisions;
}

/** A request id; `crypto.randomUUID` exists only on secure origins (https or localhost). */
function randomRequestId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

interface Waiting {
  request: DecisionRequest;
  resolve: (decisions: Record<string, ExperienceDecision>) => void;
  reject: (error: unknown) => void;
}

/**
 * The decision provider backed by the personalisation engine. The experience blocks of a page
 * each ask for their own experience as they hydrate; asks made in the same turn of the event
 * loop go out as one decide call per visitor and page type, and each block gets its part.
 */
export function createEngineDecisionProvider(options: EngineDecisionOptions): EngineDecisionProvider {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const endpoint = options.endpoint ?? STOREFRONT_DECIDE_PATH;
  const newRequestId = options.newRequestId ?? randomRequestId;
  let waiting: Waiting[] = [];
  let scheduled = false;

  /** The answer as sent: `decisionsFromAnswer` reads it with care. */
  async function post(body: unknown): Promise<unknown> {
    const csrf = await options.csrfToken();
    const response = await doFetch(endpoint, {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json", "content-type": "application/json", ...(csrf ? { "x-csrf-token": csrf } : {}) },
      body: JSON.stringify(body),
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const detail = (json as { errorDetails?: { errorId?: string }[] } | undefined)?.errorDetails?.[0];
      throw new Error(`decide answered ${response.status}${detail?.errorId ? ` ${detail.errorId}` : ""}`);
    }
    return json;
  }

  function flush() {
    scheduled = false;
    const batch = waiting;
    waiting = [];
    const groups = new Map<string, Waiting[]>();
    for (const entry of batch) {
      const key = `${entry.request.visitorId}\n${entry.request.pageType}`;
      groups.set(key, [...(groups.get(key) ?? []), entry]);
    }
    for (const group of groups.values()) {
      const { visitorId, pageType } = group[0]!.request;
      // Through a promise, so that anything thrown on the way rejects the blocks' asks.
      Promise.resolve()
        .then(() => post({ monetateId: visitorId, channel: DECIDE_CHANNEL, events: decisionEvents({ pageType }, options.page(), newRequestId()) }))
        .then(
          (answer) => group.forEach((entry) => entry.resolve(decisionsFromAnswer(answer, entry.request.experienceNames))),
          (error: unknown) => group.forEach((entry) => entry.reject(error)),
        );
    }
  }

  return {
    decide(request) {
      return new Promise((resolve, reject) => {
        waiting.push({ request, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          setTimeout(flush, 0);
        }
      });
    },
    async record(visitorId, events) {
      if (!events.length) return;
      await post({ monetateId: visitorId, channel: DECIDE_CHANNEL, events });
    },
  };
}
