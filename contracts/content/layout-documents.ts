import { z } from "zod";
import { linkUrl } from "./fields.ts";

/**
 * Header menu and footer documents of a site (CaaS `menu/{siteId}` and `footer/{siteId}`).
 * A simple shape for now; the mega menu block replaces the header navigation later.
 */
export const menuLink = z.object({ title: z.string().min(1), url: linkUrl });

export const menuDocument = z.object({
  items: z.array(menuLink.extend({ children: z.array(menuLink).default([]) })).default([]),
});
export type MenuDocument = z.output<typeof menuDocument>;

export const footerDocument = z.object({
  columns: z.array(z.object({ title: z.string(), links: z.array(menuLink).default([]) })).default([]),
  legal: z.string().default(""),
});
export type FooterDocument = z.output<typeof footerDocument>;

export const EMPTY_MENU: MenuDocument = { items: [] };
export const EMPTY_FOOTER: FooterDocument = { columns: [], legal: "" };
