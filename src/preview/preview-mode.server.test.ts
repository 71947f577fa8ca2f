import { describe, expect, test } from "vitest";
import { PREVIEW_COOKIE, PREVIEW_GRANT_TTL_S, previewGrant, previewRequest, signPreviewGrant, validPreviewGrant } from "./preview-mode.server.ts";
import { pathWithoutGrant } from "./bridge/start-preview-bridge.ts";

const SECRET = "the-preview-secret";
const settings = { token: SECRET };
const NOW = Date.parse("2026-12-02T10:00:00Z");
const request = (url: string, cookie?: string) => new Request(url, { headers: cookie ? { cookie } : {} });
const cookieOf = (setCookie: string | undefined) => setCookie?.split(";")[0]!.slice(PREVIEW_COOKIE.length + 1);

describe("preview grants", () => {
  test("the secret in the query grants preview; the cookie set holds a signed, expiring grant, never the secret", () => {
    const grant = previewGrant(request("http://shop.test/en-us?preview=true&previewToken=the-preview-secret"), settings);
    expect(grant.granted).toBe(true);
    expect(grant.grantCookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=\\d+\\.[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${PREVIEW_GRANT_TTL_S}$`));
    expect(grant.grantCookie).not.toContain(SECRET);
    // The cookie alone grants the next requests.
    const next = previewRequest(request("http://shop.test/en-us/help?preview=true", `${PREVIEW_COOKIE}=${cookieOf(grant.grantCookie)}`), settings);
    expect(next.mode).toBe("preview");
    expect(next.grantCookie).toBeUndefined();
  });

  test.each([
    { name: "a valid grant", grant: () => signPreviewGrant(SECRET, NOW), at: NOW + 60_000, valid: true },
    { name: "expired", grant: () => signPreviewGrant(SECRET, NOW), at: NOW + PREVIEW_GRANT_TTL_S * 1000 + 1, valid: false },
    { name: "signed with another secret (the secret was changed)", grant: () => signPreviewGrant("an-old-secret", NOW), at: NOW, valid: false },
    { name: "its expiry pushed later by its holder", grant: () => signPreviewGrant(SECRET, NOW).replace(/^\d+/, (expiry) => String(Number(expiry) + 3600)), at: NOW, valid: false },
    { name: "an expiry further away than a grant lasts", grant: () => `${Math.floor(NOW / 1000) + PREVIEW_GRANT_TTL_S * 10}.${"a".repeat(43)}`, at: NOW, valid: false },
    { name: "the secret itself, as the old cookie held it", grant: () => SECRET, at: NOW, valid: false },
    { name: "garbage", grant: () => "1.2.3", at: NOW, valid: false },
  ])("$name: valid $valid", ({ grant, at, valid }) => {
    expect(validPreviewGrant(grant(), SECRET, at)).toBe(valid);
  });

  test("a wrong secret in the query grants nothing, even with a valid cookie beside it", () => {
    const cookie = `${PREVIEW_COOKIE}=${signPreviewGrant(SECRET)}`;
    expect(previewGrant(request("http://shop.test/en-us?preview=true&previewToken=guess", cookie), settings).granted).toBe(false);
  });

  test("without a configured secret nothing grants preview", () => {
    expect(previewGrant(request("http://shop.test/en-us?preview=true&previewToken=x"), {}).granted).toBe(false);
  });
});

describe("the path the preview tells the workbench", () => {
  test.each([
    { search: "?preview=true&previewToken=secret", expected: "/en-us?preview=true" },
    { search: "?previewToken=secret&preview=true&color=BLK", expected: "/en-us?preview=true&color=BLK" },
    { search: "?previewToken=secret", expected: "/en-us" },
    { search: "", expected: "/en-us" },
  ])("$search → $expected", ({ search, expected }) => {
    expect(pathWithoutGrant({ pathname: "/en-us", search })).toBe(expected);
  });
});
