/** Cookie holding the stable personalisation visitor id (the spec's monetateId). */
export const VISITOR_COOKIE = "mt.v";

export function readVisitorId(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(";")) {
    const [key, value] = part.trim().split("=");
    if (key === VISITOR_COOKIE && value) return value;
  }
  return undefined;
}
