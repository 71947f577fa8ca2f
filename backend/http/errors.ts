import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorId } from "../../contracts/errors/catalogue.ts";

/**
 * A failure with a catalogue id, thrown anywhere in a handler and answered by the app's error
 * handler with the kernel's error body (contracts/errors/error-body.ts). `details` add fields to
 * the error entry (e.g. `maxAllowedQuantity` for INV408).
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
