/**
 * The payment wallet (PAYPAL) stand-in's page talks to the storefront by `postMessage` (issue 14
 * brief, "Payment wallet"): it posts `{ type: "wallet-approval", status: "approved", payerEmail }`
 * or `{ type: "wallet-approval", status: "cancelled" }` to the `parentOrigin` it was opened with.
 * Any window may post to ours, so a message counts only when it comes from the approval page's
 * origin, from the very iframe the storefront opened, and has that shape. Pure.
 */

export const WALLET_MESSAGE_TYPE = "wallet-approval";

export type WalletResult = { status: "approved"; payerEmail: string } | { status: "cancelled" };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The result a message's data carries, or undefined when it is not a wallet message. */
export function walletResultOf(data: unknown): WalletResult | undefined {
  if (!isRecord(data) || data.type !== WALLET_MESSAGE_TYPE) return undefined;
  if (data.status === "cancelled") return { status: "cancelled" };
  if (data.status === "approved" && typeof data.payerEmail === "string" && data.payerEmail.trim() && data.payerEmail.length <= 254) {
    return { status: "approved", payerEmail: data.payerEmail.trim() };
  }
  return undefined;
}

export interface WalletMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

/**
 * The result of a `message` event, when it is one to act on: sent from `approvalUrl`'s origin by
 * `frame` (the iframe's contentWindow) with the right shape. Anything else is ignored (undefined).
 */
export function acceptedWalletResult(message: WalletMessage, approvalUrl: string, frame: unknown): WalletResult | undefined {
  if (frame === null || frame === undefined || message.source !== frame) return undefined;
  if (message.origin !== originOf(approvalUrl)) return undefined;
  return walletResultOf(message.data);
}

/** A URL's origin; "null" (which no message has from a real page) when it is not a URL. */
export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "null";
  }
}

/** The approval page to open: `approvalUrl` with the storefront's origin and what is paid. */
export function walletFrameUrl(approvalUrl: string, query: { parentOrigin: string; amount: number; currency: string }): string {
  const url = new URL(approvalUrl);
  url.searchParams.set("parentOrigin", query.parentOrigin);
  url.searchParams.set("amount", query.amount.toFixed(2));
  url.searchParams.set("currency", query.currency);
  return url.toString();
}
