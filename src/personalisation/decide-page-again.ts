import { mapVariantLabel } from "../../contracts/personalisation/variant-label.ts";
import { decideAgain } from "./browser-events.ts";
import { decisionRequestEvent, pageViewEvent, type PageViewFacts } from "./page-events.ts";
import { personalisationFromAnswer, type DecidedParts } from "./page-personalisation.ts";
import { cartDecideEvents } from "./shopper-events.ts";
import type { RecalculateDetail } from "./use-page-personalisation.ts";

let requests = 0;
const newRequestId = () => `browser-${Date.now().toString(36)}-${(requests++).toString(36)}`;

/**
 * A page decided again in the browser (issue 16): its PageView as the server reported it, the
 * cart that changed (Cart and CustomVariables), the events the recalculation carries. Loaded
 * when a page is first decided again, never with the page: a page view is decided by the server.
 */
export async function decidePageAgain(pageView: PageViewFacts, detail: RecalculateDetail = {}): Promise<DecidedParts | undefined> {
  const answer = await decideAgain(
    decisionRequestEvent(newRequestId()),
    pageViewEvent(pageView),
    ...(detail.cart ? cartDecideEvents(detail.cart) : []),
    ...(detail.events ?? []),
  );
  return answer === undefined ? undefined : personalisationFromAnswer(answer, mapVariantLabel);
}
