import type { DOMPurify } from "dompurify";
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_CLASSES, RICH_TEXT_TAGS } from "./rich-text-policy.ts";
import { isSafeLinkUrl } from "../../../contracts/safe-url.ts";

// Shoppers' browsers never validate CMS content (the server did), so DOMPurify is loaded
// only by the preview code, which awaits `ensureSanitizer()` before validating drafts.
let purify: DOMPurify | undefined;

const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];
const ALLOWED_CLASSES = new Set<string>(RICH_TEXT_CLASSES);

export async function ensureSanitizer(): Promise<void> {
  if (purify) return;
  const instance = (await import("dompurify")).default;
  instance.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A") {
      const href = node.getAttribute("href");
      if (href !== null && !isSafeLinkUrl(href)) node.removeAttribute("href");
      if (node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
      else {
        node.removeAttribute("target");
        node.removeAttribute("rel");
      }
    }
    const classes = node.getAttribute("class");
    if (classes !== null) {
      const kept = classes.split(/\s+/).filter((name) => ALLOWED_CLASSES.has(name));
      if (kept.length && (node.tagName === "SPAN" || node.tagName === "P")) node.setAttribute("class", kept.join(" "));
      else node.removeAttribute("class");
    }
  });
  purify = instance;
}

/** Browser rich-text sanitiser. Throws if `ensureSanitizer()` has not completed. */
export function sanitizeRichText(html: string): string {
  if (!purify) throw new Error("Rich-text sanitiser not loaded: await ensureSanitizer() before validating content.");
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
  });
}
