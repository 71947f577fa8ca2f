import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

/**
 * The site's search view (the header's search panel): whether it is open and the term typed
 * in it. Content spec §2: a click on a linked card while the search view is open records the
 * `topNav.onClickSearchContent` analytics event; at any other time it does not.
 *
 * A context rather than props: the header owns the panel, and blocks at any depth of the page
 * read it without knowing the header.
 */
export interface SearchView {
  open: boolean;
  /** What the shopper typed in the search field ("" when nothing). */
  term: string;
  setOpen: (open: boolean) => void;
  setTerm: (term: string) => void;
}

const CLOSED: SearchView = { open: false, term: "", setOpen: () => {}, setTerm: () => {} };

const SearchViewContext = createContext<SearchView>(CLOSED);

interface SearchViewProviderProps {
  /** Defaults to closed. Stories and tests open it. */
  defaultOpen?: boolean;
  defaultTerm?: string;
  /** The view closes whenever this changes: the site layout passes the pathname (a navigation). */
  resetKey?: string;
  children: ReactNode;
}

export function SearchViewProvider({ defaultOpen = false, defaultTerm = "", resetKey, children }: SearchViewProviderProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [term, setTerm] = useState(defaultTerm);
  const [openedFor, setOpenedFor] = useState(resetKey);
  // Adjusting state during render (not in an effect): the closed view is the first one painted.
  if (openedFor !== resetKey) {
    setOpenedFor(resetKey);
    setOpen(false);
  }
  const value = useMemo<SearchView>(() => ({ open, term, setOpen, setTerm }), [open, term]);
  return <SearchViewContext.Provider value={value}>{children}</SearchViewContext.Provider>;
}

/** The search view; outside any provider a closed one whose setters do nothing. */
export function useSearchView(): SearchView {
  return useContext(SearchViewContext);
}
