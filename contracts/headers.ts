/** Request headers of the commerce API (commerce spec §3). */

/** Names the calling application; every commerce call needs one (400 API400 without). */
export const CLIENT_ID_HEADER = "x-client-id";

/** Carried by every request and answer, so that one call can be followed across services. */
export const CORRELATION_ID_HEADER = "x-correlation-id";
