import path from "node:path";
import { describe, expect, test } from "vitest";
import { ConfigurationError } from "../contracts/environment.ts";
import { backendSettingsFrom, contentRootsOf, defaultPublicUrl } from "./config.ts";

/** The backend's settings from its environment: defaults, and refusals that name the variable. */

describe("backendSettingsFrom", () => {
  test("defaults: port 3001, PGlite in .data/db, the shipped content fixtures, every option off, this machine's proxies trusted", () => {
    expect(backendSettingsFrom({})).toEqual({
      port: 3001,
      host: "127.0.0.1",
      publicUrl: "http://127.0.0.1:3001",
      database: { url: undefined, dataDir: ".data/db" },
      tokenSecret: undefined,
      contentRoots: [path.resolve("fixtures/content")],
      contentAdminToken: undefined,
      recaptchaSecret: undefined,
      exposeResetToken: false,
      trustedProxies: ["127.0.0.1", "::1"],
    });
  });

  test("every setting read", () => {
    const settings = backendSettingsFrom({
      BACKEND_PORT: "4001",
      HOST: "0.0.0.0",
      BACKEND_PUBLIC_URL: "https://backend.example.test/",
      DATABASE_URL: "postgres://shop:secret@db.internal:5432/shop",
      DATA_DIR: "memory",
      AUTH_TOKEN_SECRET: "a-long-enough-signing-secret",
      CONTENT_FIXTURE_DIRS: "fixtures/content:/srv/more-content",
      CONTENT_ADMIN_TOKEN: "an-admin-token-of-length",
      RECAPTCHA_SECRET: "recaptcha",
      EXPOSE_RESET_TOKEN: "true",
      TRUSTED_PROXIES: " 10.0.0.5, fd00::7 ",
    });
    expect(settings).toEqual({
      port: 4001,
      host: "0.0.0.0",
      publicUrl: "https://backend.example.test",
      database: { url: "postgres://shop:secret@db.internal:5432/shop", dataDir: "memory" },
      tokenSecret: "a-long-enough-signing-secret",
      contentRoots: [path.resolve("fixtures/content"), "/srv/more-content"],
      contentAdminToken: "an-admin-token-of-length",
      recaptchaSecret: "recaptcha",
      exposeResetToken: true,
      trustedProxies: ["10.0.0.5", "fd00::7"],
    });
  });

  test.each([
    ["BACKEND_PORT", "0", /BACKEND_PORT="0": expected a port from 1 to 65535/],
    ["DATABASE_URL", "mysql://db/shop", /DATABASE_URL="mysql:\/\/db\/shop": expected a postgres:\/\/ connection string/],
    ["AUTH_TOKEN_SECRET", "short", /AUTH_TOKEN_SECRET="short": expected a secret of at least 16 characters/],
    ["EXPOSE_RESET_TOKEN", "on", /EXPOSE_RESET_TOKEN="on": expected true, 1, false or 0/],
    ["BACKEND_PUBLIC_URL", "ftp://backend.example.test", /BACKEND_PUBLIC_URL="ftp:\/\/backend.example.test": expected an http\(s\) URL/],
    ["BACKEND_PUBLIC_URL", "https://backend.example.test/api", /BACKEND_PUBLIC_URL=.*: expected an origin only/],
    ["BACKEND_PUBLIC_URL", "not a url", /BACKEND_PUBLIC_URL="not a url": expected an http\(s\) URL/],
    ["TRUSTED_PROXIES", "10.0.0.5,storefront.internal", /TRUSTED_PROXIES="10.0.0.5,storefront.internal": expected IP addresses, comma-separated/],
  ])("%s=%s is refused with a message naming it", (name, value, message) => {
    expect(() => backendSettingsFrom({ [name]: value })).toThrow(ConfigurationError);
    expect(() => backendSettingsFrom({ [name]: value })).toThrow(message);
  });
});

test.each([
  ["127.0.0.1", 3001, "http://127.0.0.1:3001"],
  ["0.0.0.0", 4001, "http://localhost:4001"],
  ["::", 4001, "http://localhost:4001"],
  ["::1", 4001, "http://[::1]:4001"],
  ["backend.internal", 80, "http://backend.internal:80"],
])("the default public URL of host %s port %s is %s", (host, port, expected) => {
  expect(defaultPublicUrl(host, port)).toBe(expected);
});

describe("contentRootsOf", () => {
  test.each([
    ["one folder", "fixtures/content", [path.resolve("fixtures/content")]],
    ["later folders win, empty entries skipped", "a::/b", [path.resolve("a"), "/b"]],
  ])("%s", (_name, folders, expected) => {
    expect(contentRootsOf(folders)).toEqual(expected);
  });
});

test("TRUSTED_PROXIES=none: no proxy is trusted", () => {
  expect(backendSettingsFrom({ TRUSTED_PROXIES: "none" }).trustedProxies).toEqual([]);
});
