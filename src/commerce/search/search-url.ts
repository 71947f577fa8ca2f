/** The search results page of a term: `/{localePath}/search?q=…`, encoded as a GET form would (apart from the suggestions' code: the header needs only this before the shopper types). */
export function searchPageUrl(localePath: string, term: string): string {
  return `/${localePath}/search?${new URLSearchParams({ q: term.trim() }).toString()}`;
}
