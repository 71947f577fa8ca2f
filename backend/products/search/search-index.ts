import { sql } from "drizzle-orm";
import { SEED_REFERENCE_TIME } from "../../seed/fixture-ids.ts";
import { seededRandom } from "../seed-random.ts";
import type { SeedExecutor } from "../../db/db-executor.ts";

/**
 * Builds the search index (product_search, product_search_words) from the catalogue. The seed
 * runs it once; anything that changes names, categories, colours or attributes runs it again
 * (tests that add products do). Prices, stock and ratings are not indexed: search reads them
 * live, so that an order or a review shows in search at once.
 *
 * Weights of the full-text document: the name A, the category path B, colours, gender and
 * badge C, attribute values and the description D. Text goes through `unaccent` and the
 * `english` configuration (stemming: "jackets" finds "jacket").
 */

const DAY_MS = 86_400_000;

/**
 * When a product went on sale (the catalogue has no date): products badged New in the 30
 * days before the seed's reference time, others 60 days to two years before it, fixed per
 * product id so that "newest" is stable.
 */
export function launchDateOf(productId: string, badge: string | null, referenceTime: number = SEED_REFERENCE_TIME): Date {
  const random = seededRandom(`launch:${productId}`);
  const daysAgo = badge === "New" ? 1 + Math.floor(random() * 30) : 60 + Math.floor(random() * 670);
  return new Date(referenceTime - daysAgo * DAY_MS);
}

/** The catalogue's texts per product and field rank (1 name, 2 category path, 3 colour, gender and badge, 4 attributes, 5 description). */
const productTexts = sql`
  recursive tree(id, path_ids, path_names) as (
    select id, array[id], name from categories where parent_id is null
    union all
    select c.id, t.path_ids || c.id, t.path_names || ' ' || c.name from categories c join tree t on c.parent_id = t.id
  ),
  texts(product_id, rank, body) as (
    select p.id, 1, p.name from products p
    union all select p.id, 2, t.path_names from products p join tree t on t.id = p.category_id
    union all select v.product_id, 3, v.color_name from variants v
    union all select p.id, 3, concat_ws(' ', p.gender, p.badge) from products p
    union all select p.id, 4, a.value from products p, jsonb_each_text(p.attributes) a
    union all select p.id, 5, p.description from products p
  )`;

export async function refreshProductSearch(tx: Pick<SeedExecutor, "execute">): Promise<void> {
  const rows = (await tx.execute(sql`select id, badge from products order by id`)) as unknown as { rows: { id: string; badge: string | null }[] };
  const ids = rows.rows.map((row) => row.id);
  const launches = rows.rows.map((row) => launchDateOf(row.id, row.badge).toISOString());

  await tx.execute(sql`delete from product_search_words`);
  await tx.execute(sql`delete from product_search`);
  await tx.execute(sql`
    with ${productTexts},
    launches(product_id, launched_at) as (select * from unnest(${sql.param(ids)}::text[], ${sql.param(launches)}::timestamptz[])),
    options(product_id, colors, sizes) as (
      select product_id, array_agg(distinct color_name order by color_name), array_agg(distinct size order by size) from variants group by product_id
    ),
    weighted(product_id, a, b, c, d) as (
      select product_id,
        string_agg(body, ' ') filter (where rank = 1),
        string_agg(body, ' ') filter (where rank = 2),
        string_agg(body, ' ') filter (where rank = 3),
        string_agg(body, ' ') filter (where rank >= 4)
      from texts group by product_id
    )
    insert into product_search (product_id, document, name_text, category_ids, color_names, sizes, gender, launched_at)
    select p.id,
      setweight(to_tsvector('english', unaccent(coalesce(w.a, ''))), 'A')
        || setweight(to_tsvector('english', unaccent(coalesce(w.b, ''))), 'B')
        || setweight(to_tsvector('english', unaccent(coalesce(w.c, ''))), 'C')
        || setweight(to_tsvector('english', unaccent(coalesce(w.d, ''))), 'D'),
      lower(unaccent(p.name)),
      t.path_ids,
      coalesce(o.colors, '{}'),
      coalesce(o.sizes, '{}'),
      p.gender,
      l.launched_at
    from products p
    join weighted w on w.product_id = p.id
    join tree t on t.id = p.category_id
    join launches l on l.product_id = p.id
    left join options o on o.product_id = p.id`);
  await tx.execute(sql`
    with ${productTexts}
    insert into product_search_words (word, documents, field_rank)
    select word, count(distinct product_id)::int, min(rank)::int
    from texts, regexp_split_to_table(lower(unaccent(body)), '[^a-z0-9]+') as word
    where length(word) > 1 or word ~ '[0-9]'
    group by word`);
}
