import { z } from "zod";
import type { PageNode } from "../../engine/types.ts";
import { CATEGORY_ID, PRODUCT_ID } from "../../../contracts/paths.ts";

export const filterBySchema = z
  .object({
    variant: z.enum(["product", "category"]),
    operator: z.enum(["IN", "NOT IN"]).default("IN"),
    filterBy: z.array(z.string().trim()).default([]),
    components: z.array(z.unknown()).default([]),
  })
  .superRefine((props, issue) => {
    const pattern = props.variant === "product" ? PRODUCT_ID : CATEGORY_ID;
    props.filterBy.forEach((id, index) => {
      if (!pattern.test(id)) {
        issue.addIssue({
          code: "custom",
          path: ["filterBy", index],
          message:
            props.variant === "product"
              ? `"${id}" is not a product id (8 to 11 upper-case letters or digits)`
              : `"${id}" is not a category id (4 to 10 digits)`,
        });
      }
    });
  });

export type FilterByProps = Omit<z.output<typeof filterBySchema>, "components"> & { components: PageNode[] };
