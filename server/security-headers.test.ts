import { createHash } from "node:crypto";
import { HEADER_HEIGHT_SCRIPT } from "../src/ui/header-height-script.ts";
import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import { HSTS, pageContentSecurityPolicy, PERMISSIONS_POLICY, scriptNonceOf, securityHeaders } from "./security-headers.ts";

describe("securityHeaders", () => {
  test.each([
    { behindTls: false, hsts: null },
    { behindTls: true, hsts: HSTS },
  ])("every answer, an error too, carries nosniff, the referrer and permissions policies; HSTS behind TLS: $behindTls", async ({ behindTls, hsts }) => {
    const app = new Hono();
    app.use("*", securityHeaders({ behindTls }));
    app.get("/ok", (c) => c.text("ok"));
    app.get("/fails", (c) => c.json({ errorId: "ATTR300" }, 400));
    for (const path of ["/ok", "/fails", "/missing"]) {
      const response = await app.request(path);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
      expect(response.headers.get("strict-transport-security")).toBe(hsts);
    }
  });
});

describe("pageContentSecurityPolicy", () => {
  test.each([
    {
      name: "a production page: its nonce, our origin and the named third parties",
      input: { nonce: "abc", frameAncestors: ["'self'"] },
      has: ["script-src 'self' 'nonce-abc' ", `'sha256-${createHash("sha256").update(HEADER_HEIGHT_SCRIPT).digest("base64")}'`, "https://www.google.com/recaptcha/", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'"],
    },
    { name: "a preview framed by the workbench", input: { nonce: "n", frameAncestors: ["'self'", "https://cms.example"] }, has: ["frame-ancestors 'self' https://cms.example"] },
    { name: "the configured video player's host", input: { nonce: "n", frameAncestors: ["'self'"], extraScriptSources: ["https://player.example"] }, has: ["https://photorankstatics-a.akamaihd.net https://player.example;"] },
    { name: "development (no nonce): no script policy", input: { frameAncestors: ["'self'"] }, has: ["object-src 'none'"], hasNot: ["script-src"] },
  ])("$name", ({ input, has, hasNot = [] }) => {
    const policy = pageContentSecurityPolicy(input);
    for (const part of has) expect(policy).toContain(part);
    for (const part of [...hasNot, "unsafe-inline", "unsafe-eval"]) expect(policy).not.toContain(part);
  });

  test("one nonce per request, 128 random bits, new for the next request", async () => {
    const app = new Hono();
    app.get("/", (c) => c.text(`${scriptNonceOf(c)} ${scriptNonceOf(c)}`));
    const [first, again] = (await (await app.request("/")).text()).split(" ");
    expect(first).toBe(again);
    expect(Buffer.from(first!, "base64")).toHaveLength(16);
    expect((await (await app.request("/")).text()).split(" ")[0]).not.toBe(first);
  });
});
