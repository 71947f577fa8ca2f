import { readCookie } from "../commerce/cookies.ts";

/** Cookie holding the stable personalisation visitor id (the spec's monetateId). */
export const VISITOR_COOKIE = "mt.v";

export const readVisitorId = (cookieHeader: string): string | undefined => readCookie(cookieHeader, VISITOR_COOKIE) || undefined;
