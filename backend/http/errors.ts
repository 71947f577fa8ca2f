import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorId } from "../../src/commerce/errors/catalogue.ts";

/** The error body of every backend answer (commerce spec §3, §8). */
export interface ErrorBody {
  errorDetails: { errorId: string; message: string; [detail: string]: unknown }[];
  correlationId: string;
}

export function correlationIdOf(c: Context): string {
  return c.req.header("x-correlation-id") ?? randomUUID();
}

/**
 * A failure with a catalogue id, thrown anywhere in a handler and answered by the app's error
 * handler. `details` add fields to the error entry (e.g. `maxAllowedQuantity` for INV408).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorId: ErrorId,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function errorResponse(c: Context, status: ContentfulStatusCode, errorId: ErrorId, message: string, details: Record<string, unknown> = {}) {
  const body: ErrorBody = { errorDetails: [{ errorId, message, ...details }], correlationId: correlationIdOf(c) };
  return c.json(body, status);
}
