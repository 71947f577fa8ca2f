import type { SiteConfig } from "../../contracts/sites.ts";
import { fatalErrorWordsOf } from "./fatal-error-words.ts";

/** The last-resort error page's content: in the site's language (English for no site), with a link to the site's home. */
export function FatalErrorContent({ status, site }: { status: number; site: SiteConfig | undefined }) {
  const words = fatalErrorWordsOf(site?.language);
  return (
    <>
      <h1>{status === 404 ? words.notFoundTitle : words.failedTitle}</h1>
      <p>{status === 404 ? words.notFoundText : words.failedText}</p>
      <p>
        <a href={site ? `/${site.localePath}` : "/"}>{words.home}</a>
      </p>
    </>
  );
}

/** A page's failure inside the site's layout (content-route.tsx): its header and footer stay, so no link home. */
export function PageErrorContent({ status, site }: { status: number; site: SiteConfig | undefined }) {
  const words = fatalErrorWordsOf(site?.language);
  return (
    <>
      <h1>{status === 404 ? words.notFoundTitle : words.pageFailedTitle}</h1>
      <p>{status === 404 ? words.notFoundText : words.pageFailedText}</p>
    </>
  );
}
