import type { LinkHTMLAttributes } from "react";
import { filesOfBundle } from "./stylesheet-bundles.ts";

// `disabled` is a link attribute of HTML (no fetch, no rules) that React's types leave out.
const disabled = { disabled: true } as LinkHTMLAttributes<HTMLLinkElement>;

/**
 * A route's block stylesheets (React hoists them into the head, in the "blocks" precedence).
 * For a bundle, each of its files is also named by a disabled link, which the browser neither
 * fetches nor applies: Vite's loader of lazy chunks looks for a `link[rel=stylesheet]` with a
 * chunk's CSS before adding one, and without the marker it would fetch, once more and later in
 * the cascade, each file the bundle already brought when the blocks' code loads.
 */
export function StylesheetLinks({ hrefs }: { hrefs: readonly string[] }) {
  return (
    <>
      {hrefs.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="blocks" />
      ))}
      {hrefs.flatMap((href) => filesOfBundle(href) ?? []).map((file) => (
        <link key={file} rel="stylesheet" href={file} {...disabled} data-bundled="" />
      ))}
    </>
  );
}
