/**
 * Whether an error says the database connection was lost or could not be made, rather than that
 * the statement failed: the server restarted or ended the session (SQLSTATE class 08, and 57P01
 * to 57P03: admin or crash shutdown, not yet accepting connections), or the socket closed or was
 * refused under the driver. Such a request failed because of the database, not of itself: the
 * backend answers 503 GEN500 (try again), and the pool replaces the connection for the next one.
 * Drizzle wraps the driver's error: its causes are searched too.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (LOST_CODES.has(code) || code.startsWith("08"))) return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === "string" && LOST_MESSAGES.test(message)) return true;
  }
  return false;
}

/** Server shutdowns (57P01–57P03) and the socket's own failures. */
const LOST_CODES = new Set(["57P01", "57P02", "57P03", "ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT"]);

/** What node-postgres says, without a code, of a connection that ended under a query or a checkout. */
const LOST_MESSAGES = /^(Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect)$/;
