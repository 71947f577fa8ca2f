import { DEFAULT_SITE, SITES, type SiteConfig } from "../../../contracts/sites.ts";

/** The site of the shopper's preferred language (Accept-Language), else the default site. */
export function preferredSite(request: Request): SiteConfig {
  const accepted = (request.headers.get("accept-language") ?? "")
    .split(",")
    .map((part) => part.split(";")[0]!.trim().toLowerCase())
    .filter(Boolean);
  return accepted.map((tag) => SITES.find((candidate) => candidate.localePath === tag)).find(Boolean) ?? DEFAULT_SITE;
}
