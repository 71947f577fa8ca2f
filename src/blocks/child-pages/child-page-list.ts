import { z } from "zod/mini";

/**
 * The content service's answer to `view=children`: the pages under a parent page. In zod/mini:
 * the browser checks it when the server's answer did not come with the page.
 */
export const childPageList = z.object({
  items: z.array(z.object({ slug: z.string(), title: z.string(), description: z.optional(z.string()) })),
});
export type ChildPageList = z.output<typeof childPageList>;
