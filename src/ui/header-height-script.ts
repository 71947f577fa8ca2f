/**
 * Full-height heroes are the viewport's height minus the site header's (`--header-height`, see
 * hero.module.css), and the header's height depends on how its rows wrap. The header publishes
 * it once hydrated (site-header.tsx), which moved a full-height hero and everything under it
 * after the first paint (a layout shift of 0.06 on a phone). So a page with such a hero carries
 * this inline script right before it: the parser runs it once the header is parsed and styled
 * (an inline script waits for the stylesheets above it), before the first paint.
 *
 * Inline scripts need the page's nonce or their hash in the Content-Security-Policy; this one's
 * text never changes, so the policy allows it by hash (server/security-headers.ts), and React
 * renders it without knowing the request's nonce.
 */
export const HEADER_HEIGHT_SCRIPT =
  'var h=document.querySelector(".site-header");if(h)document.documentElement.style.setProperty("--header-height",h.offsetHeight+"px")';
