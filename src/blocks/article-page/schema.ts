import { z } from "zod";
import { media, picture, richText } from "../../engine/content/fields.ts";
import { parseRelatedQuery } from "./related-articles.ts";
import { TAG_ID } from "../../../contracts/content/article-tags.ts";

export const ARTICLE_WIDTHS = ["narrow", "standard", "wide"] as const;

const tag = z.object({
  /** Defaults to an id derived from the label, as the content service does. */
  id: z.string().regex(TAG_ID, "A tag id is lower-case letters, digits and hyphens").optional(),
  label: z.string().trim().min(1, "A tag needs a label"),
});

/** The article's own fields (content spec §3 Article), as the head of its page. */
export const articlePageSchema = z
  .object({
    title: z.string().trim().min(1, "An article page needs a title"),
    eyebrow: z.string().optional(),
    subtitle: z.string().optional(),
    /** Publication date, YYYY-MM-DD; shown in the site's date format. */
    date: z.iso.date("The date is a calendar date written YYYY-MM-DD").optional(),
    /** Keep the date off the page (it still orders article lists). */
    hidePageDate: z.boolean().default(false),
    /** Image or video at the top. */
    media: media.optional(),
    /** The teaser picture: shown at the top when there is no media. */
    picture: picture.optional(),
    /** Width of the text column. Defaults to standard. */
    articleWidth: z.enum(ARTICLE_WIDTHS).default("standard"),
    /** An introduction under the title (sanitised). */
    richText: richText.optional(),
    tags: z.array(tag).max(20, "At most 20 tags").default([]),
    /** Search of the related articles, e.g. `tags=hiking,gear-care`; defaults to the article's tags. */
    relatedQuery: z.string().optional(),
    /** Heading above the related articles; defaults to the site language's "Related articles". */
    relatedTitle: z.string().optional(),
    showRelated: z.boolean().default(true),
  })
  .superRefine(({ relatedQuery }, issue) => {
    if (relatedQuery === undefined) return;
    const parsed = parseRelatedQuery(relatedQuery);
    if (typeof parsed === "string") issue.addIssue({ code: "custom", path: ["relatedQuery"], message: parsed });
  });
export type ArticlePageProps = z.output<typeof articlePageSchema>;
