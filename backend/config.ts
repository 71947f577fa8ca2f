import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { flagVariable, parseEnvironment, portVariable, secretVariable, type Environment } from "../contracts/environment.ts";
import type { DatabaseOptions } from "./db/database.ts";

/**
 * The reference backend's settings: the only place the backend reads its environment
 * (`backendSettings()`), once at start. Everything below receives typed settings.
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | `BACKEND_PORT` | 3001 | port of the backend's API |
 * | `HOST` | 127.0.0.1 | interface to listen on |
 * | `BACKEND_PUBLIC_URL` | `http://{HOST}:{BACKEND_PORT}` (`localhost` for a wildcard HOST) | the backend's origin as browsers reach it: the test 3-D Secure and wallet pages are linked there |
 * | `DATABASE_URL` | unset | a PostgreSQL server instead of the embedded PGlite |
 * | `DATA_DIR` | `.data/db` | PGlite's folder (`memory`: keep nothing) |
 * | `AUTH_TOKEN_SECRET` | random per process | signs access tokens (sessions survive restarts with one) |
 * | `CONTENT_FIXTURE_DIRS` | `fixtures/content` | colon-separated content fixture folders (later ones win) |
 * | `CONTENT_ADMIN_TOKEN` | unset (endpoint off) | bearer token of the content admin endpoint |
 * | `RECAPTCHA_SECRET` | unset (off) | verifies reCAPTCHA responses with Google |
 * | `EXPOSE_RESET_TOKEN` | false | answer the password reset token (tests and demos only) |
 * | `TRUSTED_PROXIES` | `127.0.0.1,::1` | comma-separated addresses whose `x-forwarded-for` names the client (attempt limits); `none`: trust none |
 */
export interface BackendSettings {
  port: number;
  host: string;
  /** The backend's origin as browsers reach it (http or https, no path): its test provider pages are linked there. */
  publicUrl: string;
  database: DatabaseOptions;
  /** Signs access tokens; undefined: a random secret per process. */
  tokenSecret?: string;
  /** Content fixture folders, absolute. */
  contentRoots: string[];
  /** The content admin endpoint's bearer token; undefined: the endpoint is off. */
  contentAdminToken?: string;
  /** Google reCAPTCHA secret; undefined: verification off. */
  recaptchaSecret?: string;
  /** Whether the forgot-password answer carries the reset token (never in a real deployment). */
  exposeResetToken: boolean;
  /** Addresses of proxies (the storefront) whose `x-forwarded-for` names the client. */
  trustedProxies: string[];
}

/** The proxies trusted by default: this machine's own (a storefront started beside the backend). */
export const DEFAULT_TRUSTED_PROXIES = ["127.0.0.1", "::1"];

export const DEFAULT_CONTENT_ROOTS = "fixtures/content";

const variables = z.object({
  BACKEND_PORT: portVariable.default(3001),
  HOST: z.string().default("127.0.0.1"),
  BACKEND_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "expected an http(s) URL" })
    .refine((value) => URL.canParse(value) && `${new URL(value).origin}/` === new URL(value).href, "expected an origin only (no path, query or fragment)")
    .transform((value) => new URL(value).origin)
    .optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "expected a postgres:// connection string" }).optional(),
  DATA_DIR: z.string().default(".data/db"),
  AUTH_TOKEN_SECRET: secretVariable.optional(),
  CONTENT_FIXTURE_DIRS: z.string().default(DEFAULT_CONTENT_ROOTS),
  CONTENT_ADMIN_TOKEN: secretVariable.optional(),
  RECAPTCHA_SECRET: z.string().optional(),
  EXPOSE_RESET_TOKEN: flagVariable,
  TRUSTED_PROXIES: z
    .string()
    .default(DEFAULT_TRUSTED_PROXIES.join(","))
    .transform((value) => (value.trim() === "none" ? [] : value.split(",").map((address) => address.trim()).filter(Boolean)))
    .refine((addresses) => addresses.every((address) => isIP(address) !== 0), "expected IP addresses, comma-separated"),
});

/**
 * Where a browser on this machine reaches a backend listening on `host`:`port`: that address, or
 * `localhost` for a wildcard interface (0.0.0.0, ::).
 */
export function defaultPublicUrl(host: string, port: number): string {
  const reachable = host === "0.0.0.0" || host === "::" || host === "" ? "localhost" : host;
  return `http://${reachable.includes(":") ? `[${reachable}]` : reachable}:${port}`;
}

/** Colon-separated folders as absolute paths (relative ones from the working directory). */
export function contentRootsOf(folders: string): string[] {
  return folders
    .split(":")
    .filter(Boolean)
    .map((folder) => path.resolve(folder));
}

/** The backend's settings from an environment; throws a ConfigurationError naming each bad variable. */
export function backendSettingsFrom(env: Environment): BackendSettings {
  const parsed = parseEnvironment(variables, env);
  return {
    port: parsed.BACKEND_PORT,
    host: parsed.HOST,
    publicUrl: parsed.BACKEND_PUBLIC_URL ?? defaultPublicUrl(parsed.HOST, parsed.BACKEND_PORT),
    database: { url: parsed.DATABASE_URL, dataDir: parsed.DATA_DIR },
    tokenSecret: parsed.AUTH_TOKEN_SECRET,
    contentRoots: contentRootsOf(parsed.CONTENT_FIXTURE_DIRS),
    contentAdminToken: parsed.CONTENT_ADMIN_TOKEN,
    recaptchaSecret: parsed.RECAPTCHA_SECRET,
    exposeResetToken: parsed.EXPOSE_RESET_TOKEN,
    trustedProxies: parsed.TRUSTED_PROXIES,
  };
}

/** The settings of this process's environment: the one read of `process.env` in the backend. */
export function backendSettings(): BackendSettings {
  return backendSettingsFrom(process.env);
}
