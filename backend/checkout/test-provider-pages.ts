import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { orderNumberSchema } from "../../contracts/api/orders.ts";
import type { Api } from "../http/api.ts";

/**
 * The pages of the reference backend's stand-in payment providers, which a storefront opens in
 * an iframe: the test bank's 3-D Secure challenge (approve or fail an order's card payment) and
 * the payment wallet's approval (PAYPAL: approve with a payer email, or cancel). Each page tells
 * its parent window the outcome with `postMessage`, to `parentOrigin` only (an http or https
 * origin, else the page shows an error and posts nothing); nothing is recorded here: the
 * storefront then calls the API (PATCH the order, add the PAYPAL instrument).
 *
 * The pages are self-contained: no external resources, a strict content security policy whose
 * script and style carry a nonce made for each answer, and framing only by `parentOrigin`.
 * They sit outside the commerce API's prefixes, so a frame loads them without a client id.
 */

export const CHALLENGE_PATH = "/mock/3ds/challenge";
export const WALLET_PATH = "/mock/wallet/checkout";
/** What the wallet page offers as the payer's email. */
export const WALLET_PAYER_EMAIL = "wallet.buyer@example.com";

/** Where the provider pages are for a browser: absolute URLs on the backend's public origin. */
export interface ProviderLinks {
  /** The 3-D Secure challenge of an order; the storefront appends `&parentOrigin=…`. */
  challengeUrl(orderNumber: string): string;
  /** The wallet's approval page; the storefront adds `parentOrigin`, `amount` and `currency`. */
  walletApprovalUrl: string;
}

export function providerLinks(publicUrl: string): ProviderLinks {
  return {
    challengeUrl: (orderNumber) => {
      const url = new URL(CHALLENGE_PATH, publicUrl);
      url.searchParams.set("orderNumber", orderNumber);
      return url.toString();
    },
    walletApprovalUrl: new URL(WALLET_PATH, publicUrl).toString(),
  };
}

/** `value` when it is exactly an http or https origin (`https://shop.example:8443`), else undefined. */
export function parentOriginOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.origin === value ? value : undefined;
  } catch {
    return undefined;
  }
}

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;

export function registerTestProviderPages(api: Api) {
  api.on("GET", CHALLENGE_PATH, (c) => {
    const orderNumber = orderNumberSchema.safeParse(c.req.query("orderNumber") ?? "");
    const parentOrigin = parentOriginOf(c.req.query("parentOrigin"));
    const title = "Test bank: 3-D Secure";
    if (!orderNumber.success) return errorPage(c, title, "This challenge names no order: the order number is missing or not valid.");
    if (!parentOrigin) return errorPage(c, title, "This challenge cannot report back: open it from the shop's checkout (parentOrigin must be an http or https origin).");
    return page(c, {
      title,
      parentOrigin,
      data: { orderNumber: orderNumber.data },
      body: `<p>The shop asks you to confirm the card payment of order <strong>${escapeHtml(orderNumber.data)}</strong>.</p>
<p>This is a test bank: nothing is charged. Choose the bank's answer.</p>
<div class="actions">
<button type="button" data-trans-status="Y">Approve</button>
<button type="button" data-trans-status="N" class="secondary">Fail</button>
</div>`,
      script: `const data = document.querySelector("main").dataset;
const status = document.getElementById("status");
const buttons = document.querySelectorAll("button[data-trans-status]");
for (const button of buttons) {
  button.addEventListener("click", () => {
    const transStatus = button.dataset.transStatus === "Y" ? "Y" : "N";
    for (const each of buttons) each.disabled = true;
    status.textContent = transStatus === "Y" ? "Payment approved. Returning to the shop…" : "Payment failed. Returning to the shop…";
    window.parent.postMessage({ type: "threeds-challenge-result", orderNumber: data.orderNumber, transStatus }, data.parentOrigin);
  });
}`,
    });
  });

  api.on("GET", WALLET_PATH, (c) => {
    const parentOrigin = parentOriginOf(c.req.query("parentOrigin"));
    const title = "Test wallet";
    if (!parentOrigin) return errorPage(c, title, "This wallet cannot report back: open it from the shop's checkout (parentOrigin must be an http or https origin).");
    const amount = c.req.query("amount") ?? "";
    const currency = c.req.query("currency") ?? "";
    const total = AMOUNT.test(amount) && CURRENCY.test(currency) ? `<p>Amount to approve: <strong>${escapeHtml(amount)} ${escapeHtml(currency)}</strong></p>` : "";
    return page(c, {
      title,
      parentOrigin,
      data: {},
      body: `<p>This is a test wallet: nothing is charged. Approve the payment to the shop, or cancel.</p>
${total}
<form id="approval">
<label for="payer-email">Payer email</label>
<input id="payer-email" name="payerEmail" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(WALLET_PAYER_EMAIL)}">
<div class="actions">
<button type="submit">Approve</button>
<button type="button" id="cancel" class="secondary">Cancel</button>
</div>
</form>`,
      script: `const data = document.querySelector("main").dataset;
const status = document.getElementById("status");
const form = document.getElementById("approval");
const email = document.getElementById("payer-email");
const finish = (message, text) => {
  for (const control of form.elements) control.disabled = true;
  status.textContent = text;
  window.parent.postMessage(message, data.parentOrigin);
};
form.addEventListener("submit", (event) => {
  event.preventDefault();
  finish({ type: "wallet-approval", status: "approved", payerEmail: email.value.trim() }, "Payment approved. Returning to the shop…");
});
document.getElementById("cancel").addEventListener("click", () => finish({ type: "wallet-approval", status: "cancelled" }, "Payment cancelled. Returning to the shop…"));`,
    });
  });
}

const STYLE = `body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; }
main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem; }
h1 { font-size: 1.375rem; margin: 0 0 1rem; }
.actions { display: flex; gap: 0.75rem; margin-top: 1.25rem; flex-wrap: wrap; }
button { font: inherit; padding: 0.625rem 1.5rem; border: 2px solid #1a1a1a; border-radius: 4px; background: #1a1a1a; color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: #1a1a1a; }
button:disabled { opacity: 0.6; cursor: default; }
button:focus-visible, input:focus-visible { outline: 3px solid #1558d6; outline-offset: 2px; }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
input { font: inherit; width: 100%; box-sizing: border-box; padding: 0.5rem; border: 1px solid #595959; border-radius: 4px; }
.error { border-left: 4px solid #b3261e; padding-left: 0.75rem; }`;

interface PageParts {
  title: string;
  parentOrigin: string;
  /** Values the script reads (`data-*` of <main>). */
  data: Record<string, string>;
  body: string;
  script: string;
}

/** A provider page framed by `parentOrigin` only, its script and style allowed by a fresh nonce. */
function page(c: Context, parts: PageParts) {
  const nonce = randomBytes(16).toString("base64");
  const attributes = Object.entries({ ...parts.data, parentOrigin: parts.parentOrigin })
    .map(([name, value]) => ` data-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}="${escapeHtml(value)}"`)
    .join("");
  const html = document(parts.title, nonce, `<main${attributes}>
<h1>${escapeHtml(parts.title)}</h1>
${parts.body}
<p id="status" role="status"></p>
</main>
<script nonce="${nonce}">
${parts.script}
</script>`);
  return answer(c, 200, html, `script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; frame-ancestors ${parts.parentOrigin}`);
}

/** What a page shows when it cannot run: no script, nothing posted; any page may frame it to show the message. */
function errorPage(c: Context, title: string, message: string) {
  const nonce = randomBytes(16).toString("base64");
  const html = document(title, nonce, `<main>
<h1>${escapeHtml(title)}</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
</main>`);
  return answer(c, 400, html, `script-src 'none'; style-src 'nonce-${nonce}'; frame-ancestors *`);
}

function document(title: string, nonce: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">
${STYLE}
</style>
</head>
<body>
${body}
</body>
</html>`;
}

function answer(c: Context, status: 200 | 400, html: string, policy: string) {
  c.header("content-type", "text/html; charset=utf-8");
  c.header("content-security-policy", `default-src 'none'; ${policy}; base-uri 'none'; form-action 'none'`);
  c.header("x-content-type-options", "nosniff");
  c.header("referrer-policy", "no-referrer");
  c.header("cache-control", "no-store");
  return c.body(html, status);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
