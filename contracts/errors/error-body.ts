import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { CORRELATION_ID_HEADER } from "../headers.ts";
import type { ErrorId } from "./catalogue.ts";

/**
 * The error body of every API answer (commerce spec §3, §8): one entry with a catalogue id and a
 * message, plus the request's correlation id. The reference backend answers with it, and so do
 * the storefront's BFF, front-end API and workbench API, so that a client reads one shape.
 */
export interface ErrorBody {
  errorDetails: { errorId: string; message: string; [detail: string]: unknown }[];
  correlationId: string;
}

/** The caller's correlation id, or a new one. */
export function correlationIdOf(c: Context): string {
  return c.req.header(CORRELATION_ID_HEADER) ?? crypto.randomUUID();
}

/** An error body. `details` add fields to the error entry (e.g. `maxAllowedQuantity` for INV408). */
export function errorBody(errorId: ErrorId, message: string, correlationId: string, details: Record<string, unknown> = {}): ErrorBody {
  return { errorDetails: [{ errorId, message, ...details }], correlationId };
}

/** An error answer with the body above. */
export function errorResponse(c: Context, status: ContentfulStatusCode, errorId: ErrorId, message: string, details: Record<string, unknown> = {}) {
  return c.json(errorBody(errorId, message, correlationIdOf(c), details), status);
}
