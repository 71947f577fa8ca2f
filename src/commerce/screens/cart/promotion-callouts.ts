import type { PromoSummaryAnswer } from "../../../../contracts/api/cart.ts";
import { formatPrice, siteById } from "../../../../contracts/sites.ts";
import { messageFor } from "../../errors/messages.ts";
import { cartStrings } from "./cart-strings.ts";

/** One promotion callout of the cart: the part of its three-part message that applies now. */
export interface PromotionCallout {
  promotionId: string;
  state: PromoSummaryAnswer["state"];
  kind: PromoSummaryAnswer["messageKind"];
  /** "Gift with purchase", "Guest offer", "Member offer"; none for a standard promotion. */
  label?: string;
  message: string;
  /** success when earned, error when the earned gift is out of stock, else info. */
  type: "info" | "success" | "error";
  /** Percent of the threshold reached (0–100). */
  progress: number;
}

const PART_OF_STATE: Record<PromoSummaryAnswer["state"], number> = { approaching: 0, inProgress: 1, earned: 2 };
/** Where a callout text wants the amount still to spend (fixtures/commerce/promotions.json). */
const DISTANCE = "{distance}";

/**
 * The cart's promotion callouts (commerce spec §3 Promotion summary, §5): only callouts of
 * exactly three pipe-separated parts (approaching | in progress | earned), the part chosen by
 * the entry's `state`. The amount still to spend (`distanceFromConditionThreshold`) goes where
 * the text has `{distance}`, else it is appended ("… · Spend $12.00 more") while not earned. The
 * promotion's kind (GWP, GUEST, REGISTERED in its id) labels it; an earned gift that is out of
 * stock (errorId GFO404) says so instead of "earned". Pure.
 */
export function promotionCallouts(promoSummary: readonly PromoSummaryAnswer[], siteId: string): PromotionCallout[] {
  const strings = cartStrings(siteId);
  const site = siteById(siteId);
  const callouts: PromotionCallout[] = [];
  for (const entry of promoSummary) {
    const parts = entry.calloutMessage?.split("|");
    if (!parts || parts.length !== 3) continue;
    const money = formatPrice(entry.distanceFromConditionThreshold, site);
    const part = parts[PART_OF_STATE[entry.state]]!.trim();
    let message = part.replaceAll(DISTANCE, money);
    if (!part.includes(DISTANCE) && entry.state !== "earned" && entry.distanceFromConditionThreshold > 0) message = `${message} · ${strings.spendMore(money)}`;
    let type: PromotionCallout["type"] = entry.state === "earned" ? "success" : "info";
    if (entry.state === "earned" && entry.errorId) {
      message = messageFor(entry.errorId, strings.giftUnavailable, {}, siteId);
      type = "error";
    }
    if (!message) continue;
    const label = entry.messageKind === "standard" ? undefined : strings.calloutKind[entry.messageKind];
    callouts.push({ promotionId: entry.promotionId, state: entry.state, kind: entry.messageKind, label, message, type, progress: entry.approachingDisplayLevel });
  }
  return callouts;
}
