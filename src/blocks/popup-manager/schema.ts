import { z } from "zod";

export const popUpManagerSchema = z.object({
  /** Which of the site's pop-ups this page may show: any (the default), only newsletter or only account ones. */
  category: z.enum(["any", "newsletter", "account"], "Category is any, newsletter or account").default("any"),
});
export type PopUpManagerProps = z.output<typeof popUpManagerSchema>;
