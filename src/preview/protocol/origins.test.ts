import { describe, expect, it } from "vitest";
import { isAllowedOrigin, parseAllowedOrigins, parseOrigin } from "./origins.ts";

describe("parseOrigin", () => {
  it.each([
    { value: "https://cms.example.com", origin: "https://cms.example.com" },
    { value: "  https://cms.example.com  ", origin: "https://cms.example.com" },
    { value: "https://cms.example.com/", origin: "https://cms.example.com" },
    { value: "HTTPS://CMS.Example.COM", origin: "https://cms.example.com" },
    { value: "https://cms.example.com:443", origin: "https://cms.example.com" },
    { value: "http://localhost:4000", origin: "http://localhost:4000" },
    { value: "http://127.0.0.1:5173", origin: "http://127.0.0.1:5173" },
    { value: "https://bücher.example", origin: "https://xn--bcher-kva.example" },
  ])("$value → $origin", ({ value, origin }) => {
    expect(parseOrigin(value)).toBe(origin);
  });

  it.each([
    { value: "*", error: /wildcards are not allowed/ },
    { value: "https://*.example.com", error: /wildcards are not allowed/ },
    { value: "null", error: /opaque \(null\) origins/ },
    { value: "", error: /write it as scheme:\/\/host\[:port\]/ },
    { value: "cms.example.com", error: /write it as scheme:\/\/host\[:port\]/ },
    { value: "https://cms.example.com/editor", error: /remove the path, query and fragment/ },
    { value: "https://cms.example.com?x=1", error: /remove the path, query and fragment/ },
    { value: "https://cms.example.com?", error: /remove the path, query and fragment/ },
    { value: "https://cms.example.com#top", error: /remove the path, query and fragment/ },
    { value: "https://user:secret@cms.example.com", error: /credentials are not allowed/ },
    { value: "ftp://cms.example.com", error: /only http and https are allowed, not ftp:/ },
    { value: "javascript:alert(1)", error: /only http and https are allowed/ },
    { value: "file:///etc/passwd", error: /only http and https are allowed/ },
    { value: "chrome-extension://abc", error: /only http and https are allowed/ },
  ])("rejects $value", ({ value, error }) => {
    expect(() => parseOrigin(value)).toThrow(error);
  });
});

describe("parseAllowedOrigins", () => {
  it.each([
    { value: undefined, origins: [] },
    { value: "", origins: [] },
    { value: " , ", origins: [] },
    { value: "https://cms.example.com", origins: ["https://cms.example.com"] },
    { value: "https://cms.example.com, http://localhost:4000,", origins: ["https://cms.example.com", "http://localhost:4000"] },
    { value: "https://cms.example.com,https://CMS.example.com/", origins: ["https://cms.example.com"] },
  ])("$value → $origins", ({ value, origins }) => {
    expect(parseAllowedOrigins(value)).toEqual(origins);
  });

  it.each([
    { value: "*", error: /^PREVIEW_ALLOWED_ORIGINS: "\*" is not an origin: wildcards are not allowed/ },
    { value: "https://cms.example.com, *", error: /^PREVIEW_ALLOWED_ORIGINS: "\*"/ },
    { value: "https://cms.example.com/preview", error: /^PREVIEW_ALLOWED_ORIGINS: "https:\/\/cms.example.com\/preview" is not an origin/ },
    { value: "https://a.example.com https://b.example.com", error: /^PREVIEW_ALLOWED_ORIGINS: .* is not an origin/ },
  ])("rejects $value", ({ value, error }) => {
    expect(() => parseAllowedOrigins(value)).toThrow(error);
  });
});

describe("isAllowedOrigin", () => {
  const allowList = parseAllowedOrigins("https://cms.example.com, http://localhost:4000");

  it.each([
    { origin: "https://cms.example.com", allowed: true },
    { origin: "http://localhost:4000", allowed: true },
    { origin: "http://cms.example.com", allowed: false },
    { origin: "https://cms.example.com:8443", allowed: false },
    { origin: "https://evil.cms.example.com", allowed: false },
    { origin: "https://cms.example.com.evil.com", allowed: false },
    { origin: "http://localhost:4001", allowed: false },
    { origin: "null", allowed: false },
    { origin: "*", allowed: false },
    { origin: "", allowed: false },
  ])("$origin → $allowed", ({ origin, allowed }) => {
    expect(isAllowedOrigin(origin, allowList)).toBe(allowed);
  });

  it("allows nothing with an empty list", () => {
    expect(isAllowedOrigin("https://cms.example.com", [])).toBe(false);
  });
});
