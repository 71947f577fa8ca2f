import { z } from "zod";
import { target } from "../../engine/content/fields.ts";

/**
 * Secondary navigation (content spec §2): a title and a list of links, inline from the md
 * breakpoint (768px) on, in a panel behind a disclosure button on small screens.
 */
export const secondaryNavigationSchema = z.object({
  title: z.string().trim().min(1, "A secondary navigation needs a title (it names the navigation and its button)"),
  targets: z
    .array(target.refine((link) => link.text.trim().length > 0, { message: "A link needs a text", path: ["text"] }))
    .min(1, "A secondary navigation needs at least one link"),
  /** A thin line between the links when they are inline. */
  showDivider: z.boolean().default(false),
});
export type SecondaryNavigationProps = z.output<typeof secondaryNavigationSchema>;
