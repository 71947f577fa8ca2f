import { describe, expect, it } from "vitest";
import { pagePath, previewUrl, type PreviewSettings } from "./preview-url.ts";

const base: PreviewSettings = { previewOrigin: "http://127.0.0.1:3000", localePath: "en-us", target: { kind: "page", slug: "home" }, previewToken: "s3cret" };

describe("pagePath", () => {
  it.each([
    ["home", "/en-us"],
    ["help", "/en-us/help"],
    ["a b", "/en-us/a%20b"],
  ])("%s → %s", (slug, path) => expect(pagePath("en-us", slug)).toBe(path));
});

describe("previewUrl", () => {
  it.each<[string, Partial<PreviewSettings>, string]>([
    ["home page", {}, "http://127.0.0.1:3000/en-us?preview=true&previewToken=s3cret"],
    ["another page", { target: { kind: "page", slug: "campaign" } }, "http://127.0.0.1:3000/en-us/campaign?preview=true&previewToken=s3cret"],
    ["showcase", { target: { kind: "showcase", docType: "hero" } }, "http://127.0.0.1:3000/en-us/preview/showcase?preview=true&previewToken=s3cret&docType=hero"],
    ["audience", { testContext: " loyalty-loggedin " }, "http://127.0.0.1:3000/en-us?preview=true&previewToken=s3cret&p13n_testcontext=loyalty-loggedin"],
    ["blank audience", { testContext: " " }, "http://127.0.0.1:3000/en-us?preview=true&previewToken=s3cret"],
    ["not a date", { previewDate: "soon" }, "http://127.0.0.1:3000/en-us?preview=true&previewToken=s3cret"],
  ])("%s", (_name, overrides, expected) => {
    expect(previewUrl({ ...base, ...overrides })).toBe(expected);
  });

  it("sends the preview date as an ISO instant", () => {
    const url = new URL(previewUrl({ ...base, previewDate: "2027-01-15T09:30" }));
    expect(url.searchParams.get("previewDateTime")).toBe(new Date("2027-01-15T09:30").toISOString());
  });
});
