import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { catalogAnswer } from "../../contracts/api/products.ts";
import type { Database } from "../db/database.ts";
import { catalogTree, loadCategories } from "./category-tree.ts";
import type { SiteContext } from "./site-context.ts";
import { NEW_BADGE } from "./virtual-categories.ts";

/** GET /products/v2/catalog: the category tree with product counts (Sale counted in the context's currency). */
export async function catalog(db: Pick<Database, "select" | "execute">, context: SiteContext): Promise<z.infer<typeof catalogAnswer>> {
  const rows = await loadCategories(db);
  const counted = (await db.execute(sql`select category_id, count(*)::int as n from products group by category_id`)) as unknown as { rows: { category_id: string; n: number }[] };
  const [virtual] = ((await db.execute(sql`
    select
      (select count(*)::int from products where badge = ${NEW_BADGE}) as new,
      (select count(distinct v.product_id)::int from variants v join prices pc on pc.variant_id = v.id
        where pc.currency = ${context.currency} and pc.sale_amount < pc.list_amount) as sale`)) as unknown as { rows: { new: number; sale: number }[] }).rows;
  return {
    siteId: context.site.siteId as z.infer<typeof catalogAnswer>["siteId"],
    currency: context.currency,
    categories: catalogTree(rows, new Map(counted.rows.map((row) => [row.category_id, row.n])), virtual!, context.site.localePath),
  };
}
