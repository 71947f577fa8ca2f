import { redirect } from "react-router";
import { DEFAULT_SITE, SITES } from "../../../contracts/sites.ts";

/** `/` sends the shopper to the site of their preferred language, else the default site. */
export function loader({ request }: { request: Request }) {
  const accepted = (request.headers.get("accept-language") ?? "")
    .split(",")
    .map((part) => part.split(";")[0]!.trim().toLowerCase())
    .filter(Boolean);
  const site = accepted.map((tag) => SITES.find((candidate) => candidate.localePath === tag)).find(Boolean) ?? DEFAULT_SITE;
  return redirect(`/${site.localePath}`, 302);
}
