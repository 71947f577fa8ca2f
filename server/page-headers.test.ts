import { Hono } from "hono";
import { expect, test } from "vitest";
import { pageHeaders } from "./page-headers.ts";

const PREVIEW = { token: "page-headers-preview-secret", allowedOrigins: ["http://127.0.0.1:3002"] };
const app = new Hono();
// As the storefront app sets it for plain HTTP (server/storefront-app.ts).
app.use("*", async (c, next) => {
  c.set("secureCookies", false);
  await next();
});
app.use("*", pageHeaders(PREVIEW));
app.get("/en-us", (c) => c.html("<h1>Home</h1>"));
app.get("/data.json", (c) => c.json({ ok: true }));

const csrfCookie = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith("rl_csrf="));

test("a first visit's page sets the CSRF cookie its scripts will echo, once", async () => {
  const first = await app.request("/en-us");
  const cookie = csrfCookie(first);
  expect(cookie).toMatch(/^rl_csrf=[A-Za-z0-9_-]{32,64}; Path=\/; SameSite=Strict/);
  const token = cookie!.split(";")[0]!;
  const again = await app.request("/en-us", { headers: { cookie: token } });
  expect(csrfCookie(again)).toBeUndefined();
});

test.each([
  ["not HTML", "/data.json", "GET"],
  ["not a GET", "/en-us", "HEAD"],
])("no cookie for an answer that is %s", async (_, path, method) => {
  const response = await app.request(path, { method });
  expect(csrfCookie(response)).toBeUndefined();
});

test("pages may be framed by the storefront only; preview pages also by the allowed origins", async () => {
  const response = await app.request("/en-us");
  const ancestors = (answer: Response) => /frame-ancestors [^;]*$/.exec(answer.headers.get("content-security-policy") ?? "")?.[0];
  expect(ancestors(response)).toBe("frame-ancestors 'self'");
  expect((await app.request("/data.json")).headers.get("content-security-policy")).toBeNull();
  const preview = await app.request(`/en-us?preview=true&previewToken=${PREVIEW.token}`);
  expect(ancestors(preview)).toBe("frame-ancestors 'self' http://127.0.0.1:3002");
  // Asking for preview without the secret is a shopper's page.
  expect(ancestors(await app.request("/en-us?preview=true&previewToken=guess"))).toBe("frame-ancestors 'self'");
});
