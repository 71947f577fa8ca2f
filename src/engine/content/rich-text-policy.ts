/**
 * What CMS rich text may contain, shared by the server and browser sanitisers so that both
 * give the same answer. Anything else is removed: scripts, event handlers, styles, iframes,
 * forms. Links keep only safe URLs, and a link opening a new tab gets `rel="noopener noreferrer"`.
 */
export const RICH_TEXT_TAGS = [
  "p", "br", "strong", "b", "em", "i", "u", "s", "sup", "sub", "small", "span",
  "a", "ul", "ol", "li", "h2", "h3", "h4", "h5", "h6", "blockquote", "hr",
] as const;

export const RICH_TEXT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ["href", "target", "rel", "title"],
  span: ["class"],
  p: ["class"],
};

export const RICH_TEXT_CLASSES = ["text-center", "text-right", "text-small", "text-large"] as const;
