import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { useSearchView } from "../../ui/search-view.tsx";
import { searchStrings } from "./search-strings.ts";

/**
 * The header's search disclosure: a button that opens a panel holding the search field
 * (a `role="search"` landmark). Opening it focuses the field; Escape closes it and returns
 * the focus to the button. The open panel is the "opened search view" of content spec §2,
 * kept in `SearchViewProvider` (see src/ui/search-view.tsx).
 */
export function SiteSearch({ language }: { language: string }) {
  const { open, term, setOpen, setTerm } = useSearchView();
  const strings = searchStrings(language);
  const panelId = useId();
  const inputId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className="site-search" onKeyDown={onKeyDown}>
      <button ref={toggle} type="button" className="site-search__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="8.5" cy="8.5" r="6" />
          <path d="M13 13l5 5" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{strings.toggle}</span>
      </button>
      <div id={panelId} className="site-search__panel" hidden={!open}>
        {/* No results page yet: the term stays in the search view for the blocks that read it. */}
        <form role="search" aria-label={strings.landmark} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId}>{strings.label}</label>
          <input ref={input} id={inputId} type="search" name="q" autoComplete="off" value={term} onChange={(event) => setTerm(event.target.value)} />
        </form>
      </div>
    </div>
  );
}
