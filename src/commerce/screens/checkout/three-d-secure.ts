import type { OrderAnswer } from "../../../../contracts/api/checkout.ts";
import { originOf } from "./payment/wallet-messages.ts";

/**
 * 3-D Secure (commerce spec §4: "If the order answer carries a PaymentNotAuthorized flash, a 3-D
 * Secure challenge starts; its result is patched onto the order"). The bank's challenge page
 * runs in an iframe at `challengeUrl` + `parentOrigin`, and posts
 * `{ type: "threeds-challenge-result", orderNumber, transStatus: "Y" | "N" }` to our origin.
 * Any window may post to ours: a message counts only from the challenge page's origin, from the
 * very iframe opened, with that shape and this order's number. Pure.
 */

export const THREE_DS_MESSAGE_TYPE = "threeds-challenge-result";
const PAYMENT_NOT_AUTHORIZED = "PaymentNotAuthorized";

export interface ThreeDsChallenge {
  orderNumber: string;
  challengeUrl: string;
}

/** The challenge an order answer asks for: status payment_pending with a PaymentNotAuthorized flash. */
export function challengeOf(order: Pick<OrderAnswer, "orderNumber" | "status" | "flash">): ThreeDsChallenge | undefined {
  if (order.status !== "payment_pending") return undefined;
  const flash = order.flash.find((entry) => entry.type === PAYMENT_NOT_AUTHORIZED);
  const url = flash?.details?.challengeUrl;
  if (typeof url !== "string" || originOf(url) === "null" || !/^https?:/.test(url)) return undefined;
  return { orderNumber: order.orderNumber, challengeUrl: url };
}

/** The page to open in the iframe: the challenge URL with our origin. */
export function challengeFrameUrl(challengeUrl: string, parentOrigin: string): string {
  const url = new URL(challengeUrl);
  url.searchParams.set("parentOrigin", parentOrigin);
  return url.toString();
}

export interface ChallengeMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

/** The challenge's result, when `message` is one to act on; undefined for anything else. */
export function acceptedChallengeResult(message: ChallengeMessage, challenge: ThreeDsChallenge, frame: unknown): { transStatus: "Y" | "N" } | undefined {
  if (frame === null || frame === undefined || message.source !== frame) return undefined;
  if (message.origin !== originOf(challenge.challengeUrl)) return undefined;
  const data = message.data;
  if (typeof data !== "object" || data === null || Array.isArray(data)) return undefined;
  const record = data as Record<string, unknown>;
  if (record.type !== THREE_DS_MESSAGE_TYPE || record.orderNumber !== challenge.orderNumber) return undefined;
  return record.transStatus === "Y" || record.transStatus === "N" ? { transStatus: record.transStatus } : undefined;
}
