-- Typo-tolerant article and page search (backend/content/content-search.ts): trigram index on
-- the lower-case, accent-free search text of content versions (pg_trgm from migration 0003).
CREATE INDEX IF NOT EXISTS "content_versions_search_trgm_idx" ON "content_versions" USING gin ("search_text" gin_trgm_ops);
