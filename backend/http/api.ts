import { Hono, type Context, type Handler } from "hono";
import type { z } from "zod";
import type { ErrorId } from "../../contracts/errors/catalogue.ts";
import type { Database } from "../db/database.ts";
import type { Identity, TokenService } from "../identity/tokens.ts";
import { ApiError } from "./errors.ts";
import type { RecaptchaVerifier } from "./recaptcha.ts";
import { unstorableTextAt } from "./storable-text.ts";
import { isConnectionLost } from "../db/connection-lost.ts";
import { correlationIdOf, errorResponse } from "../../contracts/errors/error-body.ts";
import { MAX_BODY_BYTES } from "../../contracts/limits.ts";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface BackendDeps {
  db: Database;
  tokens: TokenService;
  /** Milliseconds since the epoch; injectable so that tests can move time. */
  now: () => number;
  /** Checks reCAPTCHA responses where the spec sends them; none: verification off. */
  recaptcha?: RecaptchaVerifier;
  /** The forgot-password answer carries the reset token: for tests and demos, never in production. */
  exposeResetToken: boolean;
  /** The backend's origin as browsers reach it (BACKEND_PUBLIC_URL): links to its test provider pages. */
  publicUrl: string;
  /** Addresses whose `x-forwarded-for` names the client (TRUSTED_PROXIES): attempt limits key on it. */
  trustedProxies: ReadonlySet<string>;
}

/**
 * The commerce API: endpoints registered with `api.on(method, path, handler)` so that a known
 * path called with another method answers 405 (API405) rather than 404 (API404), and so that
 * a path id holding text the database cannot store is refused before the handler runs.
 */
export function createApi() {
  const app = new Hono();
  const patterns: { regex: RegExp; methods: Set<Method> }[] = [];

  const toRegex = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]+/g, "[^/]+")}/?$`);

  return {
    app,
    on(method: Method, path: string, handler: Handler) {
      const regex = toRegex(path);
      let entry = patterns.find((candidate) => candidate.regex.source === regex.source);
      if (!entry) patterns.push((entry = { regex, methods: new Set() }));
      entry.methods.add(method);
      app.on(method, path, (c, next) => {
        refuseUnstorableText(c.req.param());
        return handler(c, next);
      });
    },
    /** The methods a path accepts (empty when no endpoint has that path). */
    allowedMethods(path: string): Method[] {
      return patterns.filter((entry) => entry.regex.test(path)).flatMap((entry) => [...entry.methods]);
    },
  };
}
export type Api = ReturnType<typeof createApi>;

export interface ReadBodyOptions {
  /**
   * Also take a JSON body sent as `text/plain` (a browser's simple request, which needs no CORS
   * preflight: the personalisation engine is called that way). Defaults to false.
   */
  plainText?: boolean;
}

const JSON_TYPE = /^application\/(.+\+)?json\b/i;
const PLAIN_TEXT_TYPE = /^text\/plain\s*(;|$)/i;

/**
 * The JSON body, validated. Not JSON (nor text/plain where `plainText` allows it): 415 API415.
 * Too large: 413. Holding text the database cannot store (NUL, a lone surrogate), anywhere: 400
 * ATTR300 naming the field. Malformed or failing the schema: 400 with `errorId` (default
 * ATTR300, "missing payload") naming the field.
 */
export async function readBody<T extends z.ZodType>(c: Context, schema: T, errorId: ErrorId = "ATTR300", options: ReadBodyOptions = {}): Promise<z.output<T>> {
  const contentType = (c.req.header("content-type") ?? "").trim();
  if (!JSON_TYPE.test(contentType) && !(options.plainText && PLAIN_TEXT_TYPE.test(contentType))) {
    throw new ApiError(415, "API415", options.plainText ? "Send the body as application/json or text/plain" : "Send the body as application/json");
  }
  const declared = Number(c.req.header("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) throw new ApiError(413, "ATTR300", `The body exceeds ${MAX_BODY_BYTES} bytes`);
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new ApiError(413, "ATTR300", `The body exceeds ${MAX_BODY_BYTES} bytes`);
  let json: unknown;
  try {
    json = text.length ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError(400, "ATTR300", "The body is not valid JSON");
  }
  refuseUnstorableText(json);
  return parseOrThrow(schema, json, errorId);
}

/** Query parameters, validated like a body (400 with `errorId`; unstorable text 400 ATTR300). */
export function readQuery<T extends z.ZodType>(c: Context, schema: T, errorId: ErrorId = "ATTR300"): z.output<T> {
  // A parameter's repeated values are one field: `size`, not `size.1`.
  refuseAt(unstorableTextAt(c.req.queries())?.slice(0, 1));
  return parseOrThrow(schema, c.req.query(), errorId);
}

/**
 * The one rule for text from a request (path ids, query, JSON body): text PostgreSQL cannot
 * store is 400 ATTR300 naming the field, before any schema or query sees it (storable-text.ts).
 */
export function refuseUnstorableText(value: unknown): void {
  refuseAt(unstorableTextAt(value));
}

function refuseAt(at: string[] | undefined): void {
  if (!at) return;
  const field = at.join(".");
  const message = "holds a character that cannot be stored (NUL or a lone surrogate)";
  throw new ApiError(400, "ATTR300", field ? `${field}: ${message}` : `The request ${message}`, { field: field || undefined });
}

function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, errorId: ErrorId): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join(".");
  throw new ApiError(400, errorId, field ? `${field}: ${issue.message}` : issue.message, { field: field || undefined });
}

/** The identity of the request's bearer token; undefined without a valid one. */
export function identityOf(c: Context, deps: Pick<BackendDeps, "tokens">): Identity | undefined {
  const token = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  return token ? deps.tokens.verifyAccessToken(token) : undefined;
}

/** The identity of the request's bearer token; 401 AUT432 without a valid one. */
export function requireIdentity(c: Context, deps: BackendDeps): Identity {
  const identity = identityOf(c, deps);
  if (!identity) throw new ApiError(401, "AUT432", "A valid access token is required");
  return identity;
}

/**
 * The app's error handler: catalogue errors as they are; a value the database refused (one that
 * validation let through) a 400 ATTR300, logged as a warning; a lost database connection (a
 * restart) a 503 GEN500 with Retry-After, logged as a warning; anything else a logged 500 GEN500.
 */
export function handleError(error: Error, c: Context) {
  if (error instanceof ApiError) return errorResponse(c, error.status, error.errorId, error.message, error.details);
  const where = `${c.req.method} ${c.req.path} (correlation ${correlationIdOf(c)})`;
  if (REQUEST_VALUE_ERRORS.has(databaseCodeOf(error) ?? "")) {
    // Validation should have refused the value first: a warning, so that the gap gets closed.
    console.warn(`[backend] the database refused a value of the request on ${where}: ${loggableError(error)}`);
    return errorResponse(c, 400, "ATTR300", "The request holds a value that cannot be stored");
  }
  if (isConnectionLost(error)) {
    // The database restarted or dropped the session under this request: its transaction did not
    // commit (or committed whole). The pool connects anew for the next request.
    console.warn(`[backend] database connection lost on ${where}: ${loggableError(error)}`);
    c.header("retry-after", "1");
    return errorResponse(c, 503, "GEN500", "The service is briefly unavailable; please try again");
  }
  console.error(`[backend] unexpected error on ${where}: ${loggableError(error)}`);
  return errorResponse(c, 500, "GEN500", "Something went wrong on our side");
}

/**
 * PostgreSQL's data exceptions that a request's value causes, should one get past validation:
 * text it cannot store (22021, 22P05), a value of the wrong form (22P02, 22007), too long
 * (22001) or out of range (22003, 22008). The caller's mistake: 400 ATTR300, never a 500.
 */
const REQUEST_VALUE_ERRORS = new Set(["22021", "22P05", "22P02", "22007", "22001", "22003", "22008"]);

/** The SQLSTATE of a database error, on the error or the causes it wraps (drizzle wraps the driver's). */
export function databaseCodeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * An error as it may be logged: a failed query keeps its SQL but loses its parameters, and a
 * database error keeps its code and message but not its detail — both can hold a shopper's
 * email, address or a secret's hash. A data exception's message (class 22) quotes the value it
 * refused, so its quoted texts go too. The stack stays (it names code, not data).
 */
export function loggableError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 200);
  const code = databaseCodeOf(error);
  const quotesValue = code?.startsWith("22") ?? false;
  const withoutValues = (text: string) => (quotesValue ? text.replace(/"[^"]*"/g, '"[redacted]"') : text);
  // The driver's own error (PGlite's is not wrapped) is the database's message itself.
  const ownCode = typeof (error as { code?: unknown }).code === "string";
  const message = (ownCode ? withoutValues(error.message) : error.message).replace(/\nparams:[\s\S]*$/, "\nparams: [redacted]");
  const cause = error.cause as { message?: unknown } | undefined;
  const causeMessage = !ownCode && cause && typeof cause === "object" && typeof cause.message === "string" ? withoutValues(cause.message) : "";
  const causeText = code || causeMessage ? `\ncaused by: ${code ? `${code} ` : ""}${causeMessage}` : "";
  // Only the frames: the stack's head repeats the message, parameters included.
  const stack = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line)).join("\n");
  return `${error.name}: ${message}${causeText}\n${stack}`;
}
