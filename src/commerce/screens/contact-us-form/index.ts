import { defineBlock } from "../../../registry/define-block.ts";
import type { ContactUsCategories } from "./contact-us-rules.ts";
import { contactUsCategoriesQuery } from "./contact-us-queries.ts";
import type { contactUsFormSchema } from "./schema.ts";

/**
 * The contact form (commerce spec §7 Consumer: `POST /consumers-v3/contactus`), for guests and
 * members: a topic and a subject from the API, the shopper's name and email (a member's from the
 * profile), an optional phone and order number, the message; the case number once sent. The
 * topics are the same for every shopper: the server reads them (data provider), so the form
 * renders whole on the server.
 */
export const contactUsFormBlock = defineBlock<typeof contactUsFormSchema, { categories: ContactUsCategories }>({
  type: "contact-us-form",
  label: "Contact us form",
  loadSchema: () => import("./schema.ts").then((module) => module.contactUsFormSchema),
  component: () => import("./contact-us-form.tsx"),
  dataProvider: (_props, context) => contactUsCategoriesQuery(context.siteId),
});
