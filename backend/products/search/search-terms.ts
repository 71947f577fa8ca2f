import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { executeNamed } from "../../db/prepared.ts";
import type { QueryWord, ResolvedWord } from "./search-text.ts";

/**
 * Resolves each query word against the catalogue in one query:
 * - a stop word ("the", "for") is dropped;
 * - a word the full-text index holds (as written or by its stem: "jackets") is searched as is;
 * - the last word, still being typed, may be the start of catalogue words ("insul"): it is
 *   searched as any of its MAX_COMPLETIONS most useful completions ("insulated", "insulation");
 * - otherwise the most similar word of the catalogue's vocabulary (pg_trgm `similarity` above
 *   MIN_SIMILARITY, found through the `%` operator and its GIN index) replaces it ("parca" →
 *   "parka"), preferring words of names and categories, then common words;
 * - a word with no similar word is unmatched.
 */
/**
 * Trigram similarity a correction needs: more than pg_trgm's default threshold of 0.3, which
 * lets unrelated words through ("wombat" → "women" is exactly 0.3; "parca" → "parka" is 0.33).
 */
export const MIN_SIMILARITY = 0.3;

/** Completions of a word being typed that are searched (names and categories first). */
export const MAX_COMPLETIONS = 6;

export async function resolveWords(db: Pick<Database, "execute">, words: readonly QueryWord[], options: { lastIsPrefix: boolean }): Promise<ResolvedWord[]> {
  if (words.length === 0) return [];
  // One text whatever the words (decision 0036): sent by name, planned once per connection.
  const result = await executeNamed<{ n: number; stop: boolean; exact: boolean; completions: string[]; fuzzy: string | null }>(
    db,
    "search_resolve_words",
    sql`
    select t.n::int as n,
      numnode(plainto_tsquery('english', t.word)) = 0 as stop,
      case when numnode(plainto_tsquery('english', t.word)) = 0 then false
        else exists (select 1 from product_search ps where ps.document @@ plainto_tsquery('english', t.word)) end as exact,
      case when t.n = ${words.length} and ${options.lastIsPrefix} and length(t.word) >= 2 then
        array(select w.word from product_search_words w
          where w.word like t.word || '%' and numnode(plainto_tsquery('english', w.word)) > 0
          order by w.field_rank, w.documents desc, w.word limit ${MAX_COMPLETIONS})
        else '{}'::text[] end as completions,
      (select w.word from product_search_words w
        where w.word % t.word and similarity(w.word, t.word) > ${MIN_SIMILARITY} and numnode(plainto_tsquery('english', w.word)) > 0
        order by similarity(w.word, t.word) desc, w.field_rank, w.documents desc, w.word
        limit 1) as fuzzy
    from unnest(${sql.param(words.map((word) => word.word))}::text[]) with ordinality as t(word, n)
    order by t.n`,
  );

  return result.rows.map((row): ResolvedWord => {
    const { word, alternatives } = words[row.n - 1]!;
    if (row.stop) return { kind: "stopword", word };
    if (row.exact) return { kind: "exact", word, completions: row.completions, alternatives };
    if (row.completions.length > 0) return { kind: "prefix", word, completions: row.completions, alternatives };
    if (row.fuzzy) return { kind: "corrected", word, correction: row.fuzzy, alternatives };
    return { kind: "unmatched", word, alternatives };
  });
}
