import sanitizeHtml from "sanitize-html";
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_CLASSES, RICH_TEXT_TAGS } from "./rich-text-policy.ts";
import { isSafeLinkUrl } from "../../../contracts/safe-url.ts";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
  allowedClasses: { span: [...RICH_TEXT_CLASSES], p: [...RICH_TEXT_CLASSES] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: true,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const { href, target, ...rest } = attribs;
      const safe: Record<string, string> = { ...rest };
      if (href !== undefined && isSafeLinkUrl(href)) safe.href = href;
      if (target === "_blank") {
        safe.target = "_blank";
        safe.rel = "noopener noreferrer";
      } else delete safe.rel;
      return { tagName, attribs: safe };
    },
  },
};

/** Server-side rich-text sanitiser (no DOM needed). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The server sanitiser is always ready; the browser one loads DOMPurify first. */
export async function ensureSanitizer(): Promise<void> {}
