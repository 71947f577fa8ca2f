import { describe, expect, test } from "vitest";
import { bundleStylesheets, filesOfBundle, MAX_BUNDLED_FILES } from "./stylesheet-bundles.ts";

describe("bundleStylesheets", () => {
  test.each([
    { name: "several asset stylesheets: one bundle, in their order", hrefs: ["/assets/banner-BRJDOV9u.css", "/assets/hero-Bzkohcgr.css"], expected: ["/assets/bundle~banner-BRJDOV9u~hero-Bzkohcgr.css"] },
    { name: "one stylesheet: itself", hrefs: ["/assets/banner-BRJDOV9u.css"], expected: ["/assets/banner-BRJDOV9u.css"] },
    { name: "none", hrefs: [], expected: [] },
    { name: "a stylesheet from elsewhere: none bundled", hrefs: ["/assets/banner-BRJDOV9u.css", "https://cdn.example.com/x.css"], expected: ["/assets/banner-BRJDOV9u.css", "https://cdn.example.com/x.css"] },
    { name: "a name with a dot or a tilde: none bundled", hrefs: ["/assets/a.b.css", "/assets/c~d.css"], expected: ["/assets/a.b.css", "/assets/c~d.css"] },
  ])("$name", ({ hrefs, expected }) => {
    expect(bundleStylesheets(hrefs)).toEqual(expected);
  });

  test("more files than a bundle names stay apart", () => {
    const hrefs = Array.from({ length: MAX_BUNDLED_FILES + 1 }, (_, index) => `/assets/block${index}-abcdefgh.css`);
    expect(bundleStylesheets(hrefs)).toEqual(hrefs);
  });
});

describe("filesOfBundle", () => {
  test.each([
    { href: "/assets/bundle~banner-BRJDOV9u~hero-Bzkohcgr.css", expected: ["/assets/banner-BRJDOV9u.css", "/assets/hero-Bzkohcgr.css"] },
    { href: "/assets/banner-BRJDOV9u.css", expected: null },
    { href: "/assets/bundle~..%2Fsecret.css", expected: null },
    { href: "/assets/bundle~../server/index.css", expected: null },
    { href: "/assets/bundle~a~~b.css", expected: null },
    { href: "/assets/bundle~a~b.js", expected: null },
  ])("$href", ({ href, expected }) => {
    expect(filesOfBundle(href)).toEqual(expected);
  });

  test("reads back what bundleStylesheets wrote", () => {
    const hrefs = ["/assets/promo-bar-BXdL0u1d.css", "/assets/use-signup-form-4NOCsuSv.css", "/assets/accordion-C-NZFLe_.css"];
    expect(filesOfBundle(bundleStylesheets(hrefs)[0]!)).toEqual(hrefs);
  });
});
