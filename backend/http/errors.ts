import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The error body of every backend answer (commerce spec §3, §8). */
export interface ErrorBody {
  errorDetails: { errorId: string; message: string }[];
  correlationId: string;
}

export function correlationIdOf(c: Context): string {
  return c.req.header("x-correlation-id") ?? randomUUID();
}

export function errorResponse(c: Context, status: ContentfulStatusCode, errorId: string, message: string) {
  const body: ErrorBody = { errorDetails: [{ errorId, message }], correlationId: correlationIdOf(c) };
  return c.json(body, status);
}
