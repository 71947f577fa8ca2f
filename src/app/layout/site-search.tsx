import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { usePageNavigation } from "../../ui/page-navigation.tsx";
import { DEFAULT_SITE, siteForLocalePath, type SiteConfig } from "../../../contracts/sites.ts";
import { useAnalytics } from "../../analytics/use-analytics.ts";
import type { Suggestion } from "../../commerce/search/suggestions.ts";
import { searchPageUrl } from "../../commerce/search/search-url.ts";
import { useSearchView } from "../../ui/search-view.tsx";

type ComboboxModule = typeof SearchComboboxModule;
let comboboxModule: ComboboxModule | undefined;
let comboboxLoad: Promise<ComboboxModule> | undefined;

/**
 * The combobox's code (and the commerce client its suggestions use) loads when the shopper shows
 * intent (points at or focuses the search button) or opens the panel: never with the page.
 */
export function loadSearchCombobox(): Promise<ComboboxModule> {
  comboboxLoad ??= import("./search-combobox.tsx").then((module) => (comboboxModule = module));
  return comboboxLoad;
}
const preloadCombobox = () => void loadSearchCombobox().catch(() => (comboboxLoad = undefined));

/** The combobox component once wanted and loaded; until then undefined (a plain field stands in). */
function useSearchCombobox(wanted: boolean): ComboboxModule["SearchCombobox"] | undefined {
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!wanted || comboboxModule) return;
    loadSearchCombobox().then(
      () => setLoaded(true),
      () => (comboboxLoad = undefined),
    );
  }, [wanted]);
  return wanted ? comboboxModule?.SearchCombobox : undefined;
}
import type * as SearchComboboxModule from "./search-combobox.tsx";
import { searchStrings } from "./search-strings.ts";
import styles from "./site-search.module.css";

interface SiteSearchProps {
  /** The site searched. Defaults to the site of the path's first segment (the default site for none). */
  site?: SiteConfig;
  /** The language of the words. Defaults to the site's. */
  language?: string;
}

/**
 * The header's search disclosure: a button that opens a panel holding the search form (a
 * `role="search"` landmark) with the field as a combobox suggesting terms, categories and
 * products while the shopper types (search-combobox.tsx). Opening it focuses the field; Escape
 * (once the field is empty) closes it and returns the focus to the button. The open panel is the
 * "opened search view" of content spec §2, kept in `SearchViewProvider` (src/ui/search-view.tsx).
 *
 * The form is a real GET form to `/{localePath}/search?q=`, so searching works before (or
 * without) JavaScript; in the browser it navigates in the page (React Router) or loads the results page and records `search.submit`.
 */
export function SiteSearch({ site: givenSite, language }: SiteSearchProps) {
  const navigation = usePageNavigation();
  const { pathname } = navigation;
  const site = givenSite ?? siteForLocalePath(pathname.split("/")[1]) ?? DEFAULT_SITE;
  const { open, term, setOpen, setTerm } = useSearchView();
  const siteLanguage = language ?? site.language;
  const strings = searchStrings(siteLanguage);
  const analytics = useAnalytics();
  const panelId = useId();
  const inputId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);

  const [opened, setOpened] = useState(false);
  const SearchCombobox = useSearchCombobox(opened || open);
  useEffect(() => {
    if (!open) return;
    setOpened(true);
    input.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    close();
  };

  const go = (url: string) => {
    close();
    navigation.navigate(url);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = term.trim();
    // An empty search goes nowhere: the field keeps the focus.
    if (!typed) return;
    analytics.publish("search.submit", { term: typed });
    go(searchPageUrl(site.localePath, typed));
  };

  const onFollow = (suggestion: Suggestion) => {
    if (suggestion.kind === "term") {
      analytics.publish("search.submit", { term: term.trim(), suggestion: suggestion.term });
      setTerm(suggestion.term);
      go(searchPageUrl(site.localePath, suggestion.term));
    } else {
      analytics.publish("topNav.onClickSearchContent", { title: suggestion.name, url: suggestion.url });
      go(suggestion.url);
    }
  };

  return (
    <div className={`site-search ${styles.root}`} onKeyDown={onKeyDown}>
      <button ref={toggle} type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} onPointerEnter={preloadCombobox} onFocus={preloadCombobox}>
        <SearchIcon />
        <span className="visually-hidden">{strings.toggle}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <form role="search" aria-label={strings.landmark} className={styles.form} action={`/${site.localePath}/search`} method="get" onSubmit={onSubmit}>
          <label htmlFor={inputId} className={styles.fieldLabel}>
            {strings.label}
          </label>
          <div className={styles.row}>
            {SearchCombobox ? (
              <SearchCombobox siteId={site.siteId} language={siteLanguage} term={term} onTermChange={setTerm} onFollow={onFollow} inputId={inputId} inputRef={input} autoFocus={open} />
            ) : (
              <PlainField inputId={inputId} term={term} onTermChange={setTerm} inputRef={input} />
            )}
            <button type="submit" className={styles.submit}>
              <SearchIcon />
              <span className="visually-hidden">{strings.submit}</span>
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="8.5" cy="8.5" r="6" />
      <path d="M13 13l5 5" strokeLinecap="round" />
    </svg>
  );
}

/** The field before the combobox's code is there: a plain search field of the same form. */
function PlainField({ inputId, term, onTermChange, inputRef }: { inputId: string; term: string; onTermChange(term: string): void; inputRef: React.RefObject<HTMLInputElement | null> }) {
  return <input ref={inputRef} id={inputId} className={styles.input} type="search" name="q" autoComplete="off" value={term} onChange={(event) => onTermChange(event.target.value)} />;
}
