import { z } from "zod";
import { richText } from "../../engine/content/fields.ts";

export const MAX_ACCORDION_ITEMS = 30;

const accordionItem = z.object({
  heading: z.string().trim().min(1, "An accordion item needs a heading"),
  richText: richText.refine((html) => html.replace(/<[^>]*>/g, "").trim().length > 0, "An accordion item needs text"),
  /** Open when the page loads. */
  open: z.boolean().default(false),
});

/**
 * Headings that show and hide their text (content spec §1). With `allowMultiple` off, opening
 * an item closes the others, and only the first item marked `open` starts open.
 */
export const accordionSchema = z
  .object({
  title: z.string().trim().optional(),
  items: z
    .array(accordionItem)
    .min(1, "An accordion needs at least one item")
    .max(MAX_ACCORDION_ITEMS, `An accordion has at most ${MAX_ACCORDION_ITEMS} items`),
  allowMultiple: z.boolean().default(true),
  /**
   * Level of the item headings, to fit the page's outline (an accordion without a title under
   * an h3 takes 4). With a title, the title is an h2 and the items are h3.
   */
  headingLevel: z.union([z.literal(2), z.literal(3), z.literal(4)], { error: "headingLevel is 2, 3 or 4" }).default(3),
  })
  .superRefine(({ title, headingLevel }, issue) => {
    if (title && headingLevel !== 3) {
      issue.addIssue({ code: "custom", path: ["headingLevel"], message: "Under the accordion's title (a level 2 heading), item headings are level 3" });
    }
  });
export type AccordionProps = z.output<typeof accordionSchema>;
