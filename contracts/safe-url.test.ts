import { describe, expect, it } from "vitest";
import { isSafeLinkUrl, isSafeMediaUrl, safeHref } from "./safe-url.ts";

type Row = { name: string; url: string; link: boolean; media: boolean };
const row = (name: string, url: string, link: boolean, media = link): Row => ({ name, url, link, media });

const urls: Row[] = [
  // safe
  row("relative path", "/en-us/c/jackets-123456", true),
  row("relative without a slash", "jackets", true),
  row("relative with a colon after a slash", "/stories/day:1", true),
  row("fragment", "#details", true),
  row("query", "?q=parka", true),
  row("protocol-relative", "//cdn.example/x.jpg", true),
  row("https", "https://example.com/x", true),
  row("http", "http://example.com/x", true),
  row("upper-case scheme", "HTTPS://example.com/x", true),
  row("https with surrounding whitespace", "  https://example.com/x \n", true),
  row("mailto", "mailto:help@example.com", true, false),
  row("tel", "tel:+15550100", true, false),
  // unsafe
  row("javascript", "javascript:alert(1)", false),
  row("javascript, mixed case", "JaVaScRiPt:alert(1)", false),
  row("javascript after a leading space", " javascript:alert(1)", false),
  row("javascript after a leading control character", "\u0001javascript:alert(1)", false),
  row("javascript with a tab inside the scheme", "java\tscript:alert(1)", false),
  row("javascript with a newline inside the scheme", "java\nscript:alert(1)", false),
  row("javascript with a carriage return inside the scheme", "java\rscript:alert(1)", false),
  row("javascript with a NUL inside the scheme", "java\u0000script:alert(1)", false),
  row("data html", "data:text/html,<script>alert(1)</script>", false),
  row("data image", "data:image/png;base64,iVBORw0KGgo=", false),
  row("vbscript", "vbscript:msgbox(1)", false),
  row("backslashes read as another host", "\\\\evil.com", false),
  row("backslashes after whitespace", " \t\\\\evil.com", false),
  row("file", "file:///etc/passwd", false),
  row("unknown scheme", "intent://scan#Intent;end", false),
];

describe("isSafeLinkUrl", () => {
  it.each(urls)("$name ($url) → $link", ({ url, link }) => {
    expect(isSafeLinkUrl(url)).toBe(link);
  });
});

describe("isSafeMediaUrl", () => {
  it.each(urls)("$name ($url) → $media", ({ url, media }) => {
    expect(isSafeMediaUrl(url)).toBe(media);
  });
});

describe("safeHref", () => {
  it.each(urls.filter((entry) => entry.link))("keeps the safe $name, trimmed", ({ url }) => {
    expect(safeHref(url)).toBe(url.trim());
  });

  it.each(urls.filter((entry) => !entry.link))("drops the unsafe $name", ({ url }) => {
    expect(safeHref(url)).toBeUndefined();
  });

  it("answers undefined for no URL", () => {
    expect(safeHref(undefined)).toBeUndefined();
  });
});
