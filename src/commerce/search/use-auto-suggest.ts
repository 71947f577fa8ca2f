import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { autoSuggestQuery } from "../catalogue/catalogue-queries.ts";
import { MIN_SUGGEST_LENGTH, SUGGEST_DEBOUNCE_MS, suggestionsOf, type PriceWords, type Suggestions } from "./suggestions.ts";
import { useDebouncedValue } from "./use-debounced-value.ts";

export interface AutoSuggestState {
  /** The suggestions for the words typed (those of the last answer while the next one loads); undefined before any. */
  suggestions: Suggestions | undefined;
  /** The last request failed and there is nothing to show. */
  failed: boolean;
  /** Whether the typed words are long enough to be suggested for. */
  active: boolean;
}

/**
 * Suggestions for the words being typed: asked for once typing pauses (SUGGEST_DEBOUNCE_MS) and
 * from MIN_SUGGEST_LENGTH characters. One query per term (autoSuggestQuery's key), so an older,
 * slower answer lands in its own cache entry and never replaces the newer one shown; the answer
 * shown stays until the next one arrives (no flicker).
 */
export function useAutoSuggest(siteId: string, typed: string, words?: PriceWords): AutoSuggestState {
  const term = useDebouncedValue(typed.trim(), SUGGEST_DEBOUNCE_MS);
  const active = typed.trim().length >= MIN_SUGGEST_LENGTH && term.length >= MIN_SUGGEST_LENGTH;
  const query = useQuery({ ...autoSuggestQuery(siteId, term), enabled: active, placeholderData: keepPreviousData, retry: false });
  const suggestions = useMemo(() => (query.data ? suggestionsOf(query.data, siteId, words) : undefined), [query.data, siteId, words]);
  return { suggestions, failed: query.isError && !query.data, active };
}
