import { JSDOM } from "jsdom";
import { describe, expect, test } from "vitest";
import { createApi } from "../http/api.ts";
import { parentOriginOf, providerLinks, registerTestProviderPages } from "./test-provider-pages.ts";

/**
 * The stand-in providers' pages: what they show, their content security policy, and what their
 * script posts to the parent window (run in jsdom, `window.parent` being the page itself there).
 */
const api = createApi();
registerTestProviderPages(api);
const SHOP = "http://127.0.0.1:5173";

async function open(path: string) {
  const response = await api.app.request(path);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The page with its script run; `posted` collects what it posts to its parent. */
function run(html: string) {
  const posted: { message: unknown; targetOrigin: string }[] = [];
  const dom = new JSDOM(html, {
    runScripts: "dangerously",
    beforeParse(window) {
      window.postMessage = ((message: unknown, targetOrigin: string) => void posted.push({ message, targetOrigin })) as typeof window.postMessage;
    },
  });
  return { document: dom.window.document, posted, window: dom.window };
}

const button = (document: Document, name: string) => [...document.querySelectorAll("button")].find((each) => each.textContent === name)!;

describe("the 3-D Secure challenge page", () => {
  const challenge = `${providerLinks("http://backend.test:3001").challengeUrl("RL12345678").replace("http://backend.test:3001", "")}&parentOrigin=${encodeURIComponent(SHOP)}`;

  test("shows the order and two answers, framed by the parent origin only, its script allowed by a nonce", async () => {
    const { status, headers, html } = await open(challenge);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^text\/html/);
    const policy = headers.get("content-security-policy")!;
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`frame-ancestors ${SHOP}`);
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).not.toMatch(/<(link|img|iframe)\b|src=|https?:\/\/(?!127\.0\.0\.1:5173)/);
    const { document } = run(html);
    expect(document.title).toBe("Test bank: 3-D Secure");
    expect(document.body.textContent).toContain("RL12345678");
    expect([...document.querySelectorAll("button")].map((each) => each.textContent)).toEqual(["Approve", "Fail"]);
    // A nonce per answer.
    expect((await open(challenge)).headers.get("content-security-policy")).not.toBe(policy);
  });

  test.each([
    ["Approve", "Y"],
    ["Fail", "N"],
  ])("%s posts transStatus %s to the parent origin, once", async (name, transStatus) => {
    const { document, posted } = run((await open(challenge)).html);
    button(document, name).click();
    button(document, name).click();
    expect(posted).toEqual([{ message: { type: "threeds-challenge-result", orderNumber: "RL12345678", transStatus }, targetOrigin: SHOP }]);
    expect(document.querySelector('[role="status"]')!.textContent).not.toBe("");
  });

  test.each([
    ["no parent origin", "/mock/3ds/challenge?orderNumber=RL12345678"],
    ["a parent origin with a path", `/mock/3ds/challenge?orderNumber=RL12345678&parentOrigin=${encodeURIComponent(`${SHOP}/checkout`)}`],
    ["a script URL as parent", `/mock/3ds/challenge?orderNumber=RL12345678&parentOrigin=${encodeURIComponent("javascript:alert(1)")}`],
    ["an opaque origin", "/mock/3ds/challenge?orderNumber=RL12345678&parentOrigin=null"],
    ["no order", `/mock/3ds/challenge?parentOrigin=${encodeURIComponent(SHOP)}`],
    ["markup as the order", `/mock/3ds/challenge?orderNumber=${encodeURIComponent('"><script>alert(1)</script>')}&parentOrigin=${encodeURIComponent(SHOP)}`],
  ])("%s: an error shown, no script, nothing posted", async (_name, path) => {
    const { status, headers, html } = await open(path);
    expect(status).toBe(400);
    expect(headers.get("content-security-policy")).toContain("script-src 'none'");
    expect(html).not.toContain("<script");
    const { document } = run(html);
    expect(document.querySelector('[role="alert"]')!.textContent).not.toBe("");
    expect(document.querySelectorAll("button")).toHaveLength(0);
  });
});

describe("the wallet approval page", () => {
  const wallet = (query: string) => `/mock/wallet/checkout?parentOrigin=${encodeURIComponent(SHOP)}${query}`;

  test("shows the amount and a labelled payer email; Approve posts it to the parent origin", async () => {
    const { status, headers, html } = await open(wallet("&amount=42.50&currency=USD"));
    expect(status).toBe(200);
    expect(headers.get("content-security-policy")).toContain(`frame-ancestors ${SHOP}`);
    const { document, posted, window } = run(html);
    expect(document.title).toBe("Test wallet");
    expect(document.body.textContent).toContain("42.50 USD");
    const email = document.querySelector<HTMLInputElement>("input#payer-email")!;
    expect(document.querySelector('label[for="payer-email"]')!.textContent).toBe("Payer email");
    expect(email.value).toBe("wallet.buyer@example.com");
    email.value = "someone@example.org";
    document.querySelector("form")!.dispatchEvent(new window.Event("submit", { cancelable: true }));
    expect(posted).toEqual([{ message: { type: "wallet-approval", status: "approved", payerEmail: "someone@example.org" }, targetOrigin: SHOP }]);
  });

  test("Cancel posts the cancellation; an amount that is not one is not shown", async () => {
    const { document, posted } = run((await open(wallet("&amount=<b>1</b>&currency=USD"))).html);
    expect(document.body.innerHTML).not.toContain("<b>1</b>");
    button(document, "Cancel").click();
    expect(posted).toEqual([{ message: { type: "wallet-approval", status: "cancelled" }, targetOrigin: SHOP }]);
  });

  test("without a usable parent origin: an error, nothing to click", async () => {
    const { status, html } = await open("/mock/wallet/checkout?parentOrigin=ftp%3A%2F%2Fshop.example");
    expect(status).toBe(400);
    expect(run(html).document.querySelectorAll("button, input")).toHaveLength(0);
  });
});

test.each([
  ["https://shop.example", "https://shop.example"],
  ["http://127.0.0.1:5173", "http://127.0.0.1:5173"],
  ["https://shop.example/", undefined],
  ["https://user@shop.example", undefined],
  ["data:text/html,x", undefined],
  ["", undefined],
])("parentOriginOf(%j) is %j", (value, expected) => {
  expect(parentOriginOf(value)).toBe(expected);
});

test("the links are absolute URLs on the public origin", () => {
  const links = providerLinks("https://backend.example.test:8443");
  expect(links.challengeUrl("RL00000001")).toBe("https://backend.example.test:8443/mock/3ds/challenge?orderNumber=RL00000001");
  expect(links.walletApprovalUrl).toBe("https://backend.example.test:8443/mock/wallet/checkout");
});
