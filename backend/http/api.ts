import { Hono, type Context, type Handler } from "hono";
import type { z } from "zod";
import type { ErrorId } from "../../contracts/errors/catalogue.ts";
import type { Database } from "../db/database.ts";
import type { Identity, TokenService } from "../identity/tokens.ts";
import { ApiError } from "./errors.ts";
import type { RecaptchaVerifier } from "./recaptcha.ts";
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
}

/**
 * The commerce API: endpoints registered with `api.on(method, path, handler)` so that a known
 * path called with another method answers 405 (API405) rather than 404 (API404).
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
      app.on(method, path, handler);
    },
    /** The methods a path accepts (empty when no endpoint has that path). */
    allowedMethods(path: string): Method[] {
      return patterns.filter((entry) => entry.regex.test(path)).flatMap((entry) => [...entry.methods]);
    },
  };
}
export type Api = ReturnType<typeof createApi>;

/**
 * The JSON body, validated. Not JSON: 415 API415. Too large: 413. Malformed or failing the
 * schema: 400 with `errorId` (default ATTR300, "missing payload") naming the field.
 */
export async function readBody<T extends z.ZodType>(c: Context, schema: T, errorId: ErrorId = "ATTR300"): Promise<z.output<T>> {
  const contentType = c.req.header("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(contentType)) throw new ApiError(415, "API415", "Send the body as application/json");
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
  return parseOrThrow(schema, json, errorId);
}

/** Query parameters, validated like a body (400 with `errorId`). */
export function readQuery<T extends z.ZodType>(c: Context, schema: T, errorId: ErrorId = "ATTR300"): z.output<T> {
  return parseOrThrow(schema, c.req.query(), errorId);
}

function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, errorId: ErrorId): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join(".");
  throw new ApiError(400, errorId, field ? `${field}: ${issue.message}` : issue.message, { field: field || undefined });
}

/** The identity of the request's bearer token; 401 AUT432 without a valid one. */
export function requireIdentity(c: Context, deps: BackendDeps): Identity {
  const header = c.req.header("authorization") ?? "";
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
  const identity = token ? deps.tokens.verifyAccessToken(token) : undefined;
  if (!identity) throw new ApiError(401, "AUT432", "A valid access token is required");
  return identity;
}

/** The app's error handler: catalogue errors as they are, anything else a logged 500 GEN500. */
export function handleError(error: Error, c: Context) {
  if (error instanceof ApiError) return errorResponse(c, error.status, error.errorId, error.message, error.details);
  console.error(`[backend] unexpected error on ${c.req.method} ${c.req.path} (correlation ${correlationIdOf(c)}): ${loggableError(error)}`);
  return errorResponse(c, 500, "GEN500", "Something went wrong on our side");
}

/**
 * An error as it may be logged: a failed query keeps its SQL but loses its parameters, and a
 * database error keeps its code and message but not its detail — both can hold a shopper's
 * email, address or a secret's hash. The stack stays (it names code, not data).
 */
export function loggableError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 200);
  const message = error.message.replace(/\nparams:[\s\S]*$/, "\nparams: [redacted]");
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const causeText = cause && typeof cause === "object" ? `\ncaused by: ${typeof cause.code === "string" ? `${cause.code} ` : ""}${typeof cause.message === "string" ? cause.message : ""}` : "";
  // Only the frames: the stack's head repeats the message, parameters included.
  const stack = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line)).join("\n");
  return `${error.name}: ${message}${causeText}\n${stack}`;
}
