import { queryOptions } from "@tanstack/react-query";
import { withCommerce } from "../../lazy-commerce.ts";

/**
 * The contact form's topics and their subjects, labelled in the site's language (`GET
 * /consumers-v3/contactus/categorySubject`): reference data, the same for every shopper, so the
 * server reads it for the page (the block's data provider) and the browser reuses it.
 */
export const contactUsCategoriesQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["commerce", siteId, "contact-us-categories"] as const,
    queryFn: ({ client }) => withCommerce(client, siteId, (commerce) => commerce.contactUsCategories()),
    staleTime: 10 * 60_000,
  });
