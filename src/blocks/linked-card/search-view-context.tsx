import { createContext, useContext, type ReactNode } from "react";

/**
 * Whether blocks render inside the open search view (the header's search panel shows content
 * results as blocks). Content spec §2: a click on a linked card there records the
 * `topNav.onClickSearchContent` analytics event; anywhere else it does not.
 *
 * The search view wraps the blocks it shows in `<SearchViewProvider open={isOpen}>`; blocks ask
 * `useInOpenSearchView()`. Outside any provider the answer is `false`. A context (rather than a
 * prop or a DOM lookup) lets any block nested at any depth know, with no coupling to the header.
 */
const SearchViewContext = createContext(false);

export function SearchViewProvider({ open = true, children }: { open?: boolean; children: ReactNode }) {
  return <SearchViewContext.Provider value={open}>{children}</SearchViewContext.Provider>;
}

/** `true` when the block renders inside the search view and that view is open. */
export function useInOpenSearchView(): boolean {
  return useContext(SearchViewContext);
}
