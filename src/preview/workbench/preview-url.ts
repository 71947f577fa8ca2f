import type { Breakpoint } from "../../engine/types.ts";

/** Widths of the preview frame per breakpoint: a phone, a tablet, a desktop (lg starts at 1200px). */
export const BREAKPOINT_WIDTHS: Record<Breakpoint, number> = { sm: 375, md: 768, lg: 1280 };

export type PreviewTarget = { kind: "page"; slug: string } | { kind: "showcase"; docType: string };

export interface PreviewSettings {
  /** The storefront's origin, where the preview runs (another origin than the workbench's). */
  previewOrigin: string;
  localePath: string;
  target: PreviewTarget;
  /** The preview secret: the framed page asks for preview mode with it. */
  previewToken: string;
  /** A segment id or `experience=variant` tokens for `p13n_testcontext`; empty for none. */
  testContext?: string;
  /** `datetime-local` text (the editor's local time) or empty: preview as of now. */
  previewDate?: string;
}

export const HOME_SLUG = "home";

/** The path a page document is served at: `home` is the site's root. */
export function pagePath(localePath: string, slug: string): string {
  return slug === HOME_SLUG ? `/${localePath}` : `/${localePath}/${encodeURIComponent(slug)}`;
}

/** The preview frame's URL for a page or a showcase, with the audience and the preview date. */
export function previewUrl(settings: PreviewSettings): string {
  const { target, localePath } = settings;
  const url = new URL(target.kind === "page" ? pagePath(localePath, target.slug) : `/${localePath}/preview/showcase`, settings.previewOrigin);
  url.searchParams.set("preview", "true");
  url.searchParams.set("previewToken", settings.previewToken);
  if (target.kind === "showcase") url.searchParams.set("docType", target.docType);
  if (settings.testContext?.trim()) url.searchParams.set("p13n_testcontext", settings.testContext.trim());
  const date = settings.previewDate ? new Date(settings.previewDate) : undefined;
  if (date && !Number.isNaN(date.getTime())) url.searchParams.set("previewDateTime", date.toISOString());
  return url.toString();
}
