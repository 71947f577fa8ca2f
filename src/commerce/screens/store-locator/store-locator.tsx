import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useEngine } from "../../../engine/react/engine-context.tsx";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { setFavouriteStore, useFavouriteStore } from "../../stores/favourite-store.ts";
import { Notice } from "../../ui/notice.tsx";
import type { StoreLocatorProps } from "./schema.ts";
import { SEARCH_EXAMPLES, storeLocatorStrings, type StoreLocatorStrings } from "./store-locator-strings.ts";
import { StoreResult } from "./store-result.tsx";
import { canLocate, useStoreSearch, type StoreSearchState } from "./use-store-search.ts";
import styles from "./store-locator.module.css";
import { useBrowserValue } from "../../../ui/use-hydrated.ts";

/**
 * Whether the browser can locate the shopper. Assumed on the server and while the page hydrates:
 * the button is in the server's HTML (hidden by CSS without scripts), so that hydration does not
 * push the page below it down (layout shift); a browser without geolocation then drops it.
 */
const useCanLocate = () => useBrowserValue(canLocate, true);

function statusText(state: StoreSearchState, strings: StoreLocatorStrings): string {
  switch (state.status) {
    case "locating":
      return strings.locating;
    case "searching":
      return strings.searching;
    case "no-city":
      return strings.noCity(state.city);
    case "done":
      if (state.near === undefined) return state.stores.length ? strings.nearYou(state.stores.length) : strings.noStoresNearYou;
      return state.stores.length ? strings.found(state.stores.length, state.near) : strings.noStores(state.near);
    default:
      return "";
  }
}

/**
 * The store locator (content slug `store-locator`): search by postal code or city, or by the
 * shopper's location; the stores of the site's country nearest first, in the site's distance
 * unit; each with its details and "set as my store". The server renders the heading and the form.
 */
export default function StoreLocator({ blockId, heading, intro }: BlockComponentProps<StoreLocatorProps>) {
  const { page } = useEngine();
  const { siteId } = page;
  const strings = storeLocatorStrings(siteId);
  const example = SEARCH_EXAMPLES[siteId] ?? SEARCH_EXAMPLES["RL-US"]!;
  const { state, search, locate } = useStoreSearch(siteId, strings);
  const locatable = useCanLocate();
  const myStore = useFavouriteStore(siteId);
  const [text, setText] = useState("");
  const [storeMessage, setStoreMessage] = useState("");
  const fieldRef = useRef<HTMLInputElement>(null);
  const ids = { field: useId(), hint: useId(), error: useId() };
  const invalid = state.status === "invalid";

  useEffect(() => {
    if (invalid) fieldRef.current?.focus();
  }, [invalid, state]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void search(text);
  };
  const busy = state.status === "searching" || state.status === "locating";

  return (
    <div className={styles.screen} data-screen="store-locator" data-block-id={blockId}>
      <div className={styles.panel}>
        <div className={styles.intro}>
          <h1 className={styles.heading}>{heading || strings.heading}</h1>
          <p className={styles.lead}>{intro || strings.intro}</p>
        </div>

        <div className={styles.myStore} hidden={!myStore}>
          {myStore && (
            <>
              <p className={styles.myStoreName}>{strings.yourStoreIs(myStore.name)}</p>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => {
                  setFavouriteStore(siteId, undefined);
                  setStoreMessage(strings.storeForgotten);
                }}
              >
                {strings.forgetStore}
              </button>
            </>
          )}
        </div>
        <p role="status" className="visually-hidden">
          {storeMessage}
        </p>

        <form className={styles.search} role="search" aria-label={strings.heading} noValidate onSubmit={submit} aria-busy={busy || undefined}>
          <label htmlFor={ids.field} className={styles.label}>
            {strings.searchLabel}
          </label>
          <p id={ids.hint} className={styles.hint}>
            {strings.searchHint(example.postalCode, example.city)}
          </p>
          <div className={styles.searchRow}>
            <input
              ref={fieldRef}
              id={ids.field}
              className={styles.input}
              name="q"
              type="search"
              autoComplete="postal-code"
              maxLength={60}
              value={text}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${ids.hint} ${ids.error}` : ids.hint}
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" className={styles.primaryButton} aria-disabled={busy || undefined}>
              {strings.find}
            </button>
          </div>
          {invalid && (
            <p id={ids.error} className={styles.fieldError}>
              {state.message}
            </p>
          )}
          {locatable && (
            <button type="button" className={styles.locate} aria-disabled={busy || undefined} onClick={() => !busy && void locate()}>
              <span className={styles.locateIcon} aria-hidden="true" />
              {strings.useLocation}
            </button>
          )}
        </form>
      </div>

      <div className={styles.resultsArea}>
        <p role="status" className={styles.status}>
          {statusText(state, strings)}
        </p>
        {state.status === "failed" && <Notice notice={{ type: "error", level: "top", message: state.message }} />}

        {state.status === "done" && state.stores.length > 0 && (
          <ul className={styles.results} aria-label={strings.results}>
            {state.stores.map((store) => (
              <StoreResult
                key={store.id}
                store={store}
                unit={state.unit}
                siteId={siteId}
                strings={strings}
                mine={store.id === myStore?.id}
                onSetMine={() => {
                  setFavouriteStore(siteId, { id: store.id, name: store.name, postalCode: store.address.postalCode });
                  setStoreMessage(strings.storeSet(store.name));
                }}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
