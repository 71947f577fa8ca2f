import { readCookie } from "../commerce/cookies.ts";

/** Cookie holding the stable personalisation visitor id (the spec's monetateId). */
export const VISITOR_COOKIE = "mt.v";

export const readVisitorId = (cookieHeader: string): string | undefined => readCookie(cookieHeader, VISITOR_COOKIE) || undefined;

/** A visitor id the engine accepts (contracts/api/decide.ts), or a new one. */
export const visitorIdOf = (cookie: string | undefined): string => (cookie && /^[A-Za-z0-9._:-]{1,128}$/.test(cookie) ? cookie : crypto.randomUUID());
