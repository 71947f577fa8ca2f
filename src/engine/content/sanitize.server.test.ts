import { describe, expect, it } from "vitest";
import { RICH_TEXT_CLASSES, RICH_TEXT_TAGS } from "./rich-text-policy.ts";
import { ensureSanitizer, sanitizeRichText } from "./sanitize.server.ts";

const link = (attributes: string, text = "x") => `<a ${attributes}>${text}</a>`;

/** The attributes of the first tag in `html`, in any order. */
function attributesOf(html: string): Record<string, string> {
  const tag = /^<[a-z0-9]+([^>]*)>/i.exec(html)?.[1] ?? "";
  return Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/gi)].map((match) => [match[1]!, match[2]!]));
}

describe("sanitizeRichText", () => {
  it.each([
    { name: "script element with its code", html: "<p>Hi<script>alert(1)</script></p>", expected: "<p>Hi</p>" },
    { name: "script inside svg", html: "<p>a<svg><script>alert(1)</script></svg></p>", expected: "<p>a</p>" },
    { name: "style element with its rules", html: "<style>p{color:red}</style><p>x</p>", expected: "<p>x</p>" },
    { name: "empty iframe", html: '<iframe src="https://evil.example"></iframe><p>x</p>', expected: "<p>x</p>" },
    { name: "iframe keeps only its fallback text", html: '<iframe src="https://evil.example">fallback</iframe>', expected: "fallback" },
    { name: "form and input", html: '<form action="/steal"><input name="card"></form><p>x</p>', expected: "<p>x</p>" },
    { name: "image with onerror", html: '<p><img src="x" onerror="alert(1)">x</p>', expected: "<p>x</p>" },
    { name: "onclick on an allowed tag", html: '<p onclick="alert(1)">x</p>', expected: "<p>x</p>" },
    { name: "onmouseover on a link", html: link('href="/x" onmouseover="alert(1)"'), expected: '<a href="/x">x</a>' },
    { name: "inline style attribute", html: '<p style="color:red">x</p>', expected: "<p>x</p>" },
    { name: "id attribute", html: '<h2 id="top">x</h2>', expected: "<h2>x</h2>" },
  ])("strips $name", ({ html, expected }) => {
    expect(sanitizeRichText(html)).toBe(expected);
  });

  it.each([
    { name: "javascript:", href: "javascript:alert(1)" },
    { name: "mixed-case javascript:", href: "JaVaScRiPt:alert(1)" },
    { name: "javascript: after a space", href: " javascript:alert(1)" },
    { name: "javascript: with an encoded tab", href: "java&#x09;script:alert(1)" },
    { name: "javascript: with an encoded letter", href: "&#106;avascript:alert(1)" },
    { name: "javascript: with an encoded colon", href: "javascript&colon;alert(1)" },
    { name: "data:", href: "data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;" },
    { name: "vbscript:", href: "vbscript:msgbox(1)" },
    { name: "backslashes", href: "\\\\evil.com" },
    { name: "file:", href: "file:///etc/passwd" },
  ])("removes a $name href and keeps the link text", ({ href }) => {
    const out = sanitizeRichText(link(`href="${href}" title="t"`, "text"));
    expect(out).toMatch(/^<a[^>]*>text<\/a>$/);
    expect(attributesOf(out)).toEqual({ title: "t" });
  });

  it.each([
    { name: "relative", href: "/en-us/c/jackets-123456" },
    { name: "https", href: "https://example.com/x" },
    { name: "protocol-relative", href: "//cdn.example/x" },
    { name: "mailto", href: "mailto:help@example.com" },
    { name: "tel", href: "tel:+15550100" },
    { name: "fragment", href: "#details" },
  ])("keeps a $name href", ({ href }) => {
    expect(sanitizeRichText(link(`href="${href}"`))).toBe(`<a href="${href}">x</a>`);
  });

  const BLANK = { target: "_blank", rel: "noopener noreferrer" };
  it.each([
    { name: "target=_blank gets rel", attributes: 'href="/x" target="_blank"', expected: { href: "/x", ...BLANK } },
    { name: "an author rel is replaced for target=_blank", attributes: 'rel="opener" href="/x" target="_blank"', expected: { href: "/x", ...BLANK } },
    { name: "target=_blank without href still gets rel", attributes: 'target="_blank"', expected: BLANK },
    { name: "target=_blank with an unsafe href keeps rel, loses href", attributes: 'href="javascript:alert(1)" target="_blank"', expected: BLANK },
    { name: "rel without target=_blank is dropped", attributes: 'href="/x" rel="opener"', expected: { href: "/x" } },
    { name: "other targets are dropped", attributes: 'href="/x" target="checkout"', expected: { href: "/x" } },
    { name: "title is kept", attributes: 'title="More" href="/x"', expected: { href: "/x", title: "More" } },
  ])("links: $name", ({ attributes, expected }) => {
    const out = sanitizeRichText(link(attributes));
    expect(out).toMatch(/^<a[^>]*>x<\/a>$/);
    expect(attributesOf(out)).toEqual(expected);
  });

  const selfClosing = new Set(["br", "hr"]);
  it.each(RICH_TEXT_TAGS.filter((tag) => tag !== "a"))("keeps the allowed tag <%s>", (tag) => {
    const html = selfClosing.has(tag) ? `<${tag}>` : `<${tag}>text</${tag}>`;
    const expected = selfClosing.has(tag) ? `<${tag} />` : html;
    expect(sanitizeRichText(html)).toBe(expected);
  });

  it("keeps nested allowed markup as it is", () => {
    const html = "<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em> and <u>under</u>.</p><ul><li>one</li><li>two</li></ul>";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each(["span", "p"])("keeps only allowed classes on <%s>", (tag) => {
    const [first, second] = RICH_TEXT_CLASSES;
    expect(sanitizeRichText(`<${tag} class="${first} hidden ${second} evil">x</${tag}>`)).toBe(`<${tag} class="${first} ${second}">x</${tag}>`);
    expect(sanitizeRichText(`<${tag} class="hidden evil">x</${tag}>`)).toBe(`<${tag}>x</${tag}>`);
  });

  it.each(["h2", "li", "a", "strong"])("drops classes on <%s>, where none are allowed", (tag) => {
    expect(sanitizeRichText(`<${tag} class="${RICH_TEXT_CLASSES[0]}">x</${tag}>`)).toBe(`<${tag}>x</${tag}>`);
  });

  it("escapes text so that it cannot become markup", () => {
    expect(sanitizeRichText("<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>")).toBe("<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>");
  });

  it("is ready without waiting", async () => {
    await expect(ensureSanitizer()).resolves.toBeUndefined();
  });
});
