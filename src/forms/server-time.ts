import { formatDate, utcCalendarDate } from "./date-format.ts";

/**
 * Opt-in and opt-out dates come from the server's clock, not the shopper's (content spec §7:
 * `GET /fapi/server/time`, field `timestamp`, fallback epoch zero): a UTC `YYYY-MM-DD`.
 */
export const SERVER_TIME_PATH = "/fapi/server/time";

/** The server's time in epoch milliseconds; 0 when it cannot be read. */
export async function serverTimestamp(fetchImpl: typeof fetch = fetch): Promise<number> {
  try {
    const response = await fetchImpl(SERVER_TIME_PATH, { headers: { accept: "application/json" }, credentials: "same-origin" });
    if (!response.ok) return 0;
    const { timestamp } = (await response.json()) as { timestamp?: unknown };
    return typeof timestamp === "number" && Number.isFinite(timestamp) && timestamp >= 0 ? timestamp : 0;
  } catch {
    return 0;
  }
}

/** The UTC calendar date of a timestamp, `YYYY-MM-DD`. */
export const utcDateOf = (timestamp: number) => formatDate(utcCalendarDate(timestamp));

/** Today's opt-in date by the server's clock (`1970-01-01` when the clock cannot be read). */
export async function serverOptInDate(fetchImpl: typeof fetch = fetch): Promise<string> {
  return utcDateOf(await serverTimestamp(fetchImpl));
}
