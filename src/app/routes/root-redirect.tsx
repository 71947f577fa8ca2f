import { redirect } from "react-router";
import { preferredSite } from "./preferred-site.ts";

/** `/` sends the shopper to the site of their preferred language, else the default site. */
export function loader({ request }: { request: Request }) {
  return redirect(`/${preferredSite(request).localePath}`, 302);
}
