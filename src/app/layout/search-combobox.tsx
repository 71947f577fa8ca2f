import { useEffect, useId, useState, type KeyboardEvent, type RefObject } from "react";
import { useAutoSuggest } from "../../commerce/search/use-auto-suggest.ts";
import { stepIndex, type Suggestion } from "../../commerce/search/suggestions.ts";
import { suggestionStrings, type SuggestionStrings } from "./suggestion-strings.ts";
import styles from "./site-search.module.css";

interface SearchComboboxProps {
  siteId: string;
  /** The site's language: the suggestions' words. */
  language: string;
  /** What the shopper typed. */
  term: string;
  onTermChange: (term: string) => void;
  /** A suggestion was chosen (click, or Enter on the active one). */
  onFollow: (suggestion: Suggestion) => void;
  inputId: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Focus the field when mounted. */
  autoFocus?: boolean;
}

/**
 * The search field as a WAI-ARIA 1.2 combobox with a listbox popup ("list" autocomplete, no
 * automatic selection): the focus stays in the field and `aria-activedescendant` names the
 * option the arrow keys reached. Enter on an active option follows it; Enter without one submits
 * the surrounding form (the field is its `q`). Escape closes the popup, a second one empties the
 * field, a third reaches the search panel (which closes). Without JavaScript it is a plain field.
 */
export function SearchCombobox({ siteId, language, term, onTermChange, onFollow, inputId, inputRef, autoFocus }: SearchComboboxProps) {
  const listboxId = useId();
  const strings = suggestionStrings(language);
  // Loaded after the panel opened (site-search.tsx): the field it replaces had the focus.
  useEffect(() => {
    if (autoFocus) inputRef?.current?.focus();
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  // The active option by key, not position: an answer that drops it leaves none active.
  const [activeKey, setActiveKey] = useState<string>();
  const { suggestions, failed, active: suggesting } = useAutoSuggest(siteId, term, strings.price);

  const options = suggestions?.options ?? [];
  const showing = focused && !dismissed && suggesting;
  const expanded = showing && options.length > 0;
  const empty = showing && !expanded && (failed || suggestions !== undefined);
  const activeIndex = expanded ? options.findIndex((option) => option.key === activeKey) : -1;
  const optionId = (index: number) => `${listboxId}-${index}`;

  const follow = (suggestion: Suggestion) => {
    setDismissed(true);
    setActiveKey(undefined);
    onFollow(suggestion);
  };

  const move = (step: 1 | -1) => {
    if (!suggesting || options.length === 0) return;
    setDismissed(false);
    setActiveKey(options[stepIndex(expanded ? activeIndex : -1, step, options.length)]?.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        move(event.key === "ArrowDown" ? 1 : -1);
        break;
      case "Enter": {
        const option = options[activeIndex];
        if (!option) return; // the form submits the typed words
        event.preventDefault();
        follow(option);
        break;
      }
      case "Escape":
        if (expanded || empty) {
          setDismissed(true);
          setActiveKey(undefined);
        } else if (term) {
          onTermChange("");
        } else {
          return; // the search panel closes
        }
        event.preventDefault();
        event.stopPropagation();
        break;
    }
  };

  let announcement = "";
  if (expanded) announcement = strings.suggestionCount(options.length);
  else if (empty) announcement = strings.noSuggestions;

  let index = -1;
  return (
    <div className={styles.combobox}>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        value={term}
        onChange={(event) => {
          onTermChange(event.target.value);
          setDismissed(false);
          setActiveKey(undefined);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      <div role="listbox" id={listboxId} aria-label={strings.suggestions} className={styles.popup} hidden={!expanded}>
        {expanded &&
          suggestions?.groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${listboxId}-${group.kind}`} className={styles.group}>
              <div role="presentation" id={`${listboxId}-${group.kind}`} className={styles.groupTitle}>
                {strings.groups[group.kind]}
              </div>
              {group.options.map((option) => {
                index += 1;
                const isActive = index === activeIndex;
                return (
                  <div
                    key={option.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={isActive}
                    className={`${styles.option} ${styles[option.kind]}`}
                    data-active={isActive || undefined}
                    // Keeps the focus (and the popup) in the field while the click completes.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => follow(option)}
                  >
                    <SuggestionContent suggestion={option} strings={strings} />
                  </div>
                );
              })}
            </div>
          ))}
      </div>
      {empty && <p className={styles.empty}>{strings.noSuggestions}</p>}
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
    </div>
  );
}

function SuggestionContent({ suggestion, strings }: { suggestion: Suggestion; strings: SuggestionStrings }) {
  switch (suggestion.kind) {
    case "term":
      return (
        <>
          <span className={styles.label}>{suggestion.term}</span> <span className={styles.count}>{strings.productCount(suggestion.productCount)}</span>
        </>
      );
    case "category":
      return (
        <>
          <span className={styles.label}>{suggestion.name}</span> <span className={styles.count}>{strings.productCount(suggestion.productCount)}</span>
        </>
      );
    case "product":
      return (
        <>
          {suggestion.image ? <img className={styles.picture} src={suggestion.image} alt="" width={48} height={48} loading="lazy" decoding="async" /> : <span className={styles.picture} />}
          <span className={styles.productText}>
            <span className={styles.label}>{suggestion.name}</span>{" "}
            <span className={styles.price}>
              <span aria-hidden="true">
                <span className={suggestion.price.original ? styles.sale : undefined}>{suggestion.price.current}</span>
                {suggestion.price.original && <s>{suggestion.price.original}</s>}
              </span>
              <span className="visually-hidden">{suggestion.price.label}</span>
            </span>
          </span>
        </>
      );
  }
}
