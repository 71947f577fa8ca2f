-- Trigram similarity for typo-tolerant product and article search (trusted extensions since
-- PostgreSQL 13: a database owner may create them; PGlite loads them from its contrib build).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
