import { useEffect, useRef, useState, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { SafeLink } from "../../../ui/safe-link.tsx";
import { hasShopperSession } from "../../browser-session.ts";
import { Notice } from "../../ui/notice.tsx";
import { favouritesQuery } from "../../ui/favourite-button.tsx";
import { ChooseSizeDialog, FavouriteList } from "./favourite-items.tsx";
import { FAVOURITES_PAGE_SIZE, favouritesPageQuery, sharedFavouritesQuery, type FavoritesAnswer, type FavouriteItem, type SharedLink } from "./favorites-queries.ts";
import type { FavoritesStrings } from "./favorites-strings.ts";
import { SharePanel } from "./share-panel.tsx";
import styles from "./favorites.module.css";

/** The editor's empty-list content (schema.ts), with the site's words where the editor left it empty. */
export interface EmptyContent {
  title: string;
  text: string;
  ctaLabel: string;
  ctaHref: string;
}

function EmptyFavourites({ empty }: { empty: EmptyContent }) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyHeart} aria-hidden="true" />
      <h2 className={styles.sectionHeading}>{empty.title}</h2>
      <p>{empty.text}</p>
      <SafeLink className={styles.primaryButton} href={empty.ctaHref}>
        {empty.ctaLabel}
      </SafeLink>
    </div>
  );
}

const Loading = ({ strings }: { strings: FavoritesStrings }) => (
  <p role="status" className={styles.loading}>
    {strings.loading}
  </p>
);

/** Previous and next pages of a long list, and which items are shown. */
function Paging({ answer, strings, onPage }: { answer: FavoritesAnswer; strings: FavoritesStrings; onPage(start: number): void }) {
  if (answer.total <= FAVOURITES_PAGE_SIZE) return null;
  const { start, total } = answer;
  const last = Math.min(start + FAVOURITES_PAGE_SIZE, total);
  return (
    <nav className={styles.paging} aria-label={strings.pages}>
      <button type="button" className={styles.secondaryButton} disabled={start === 0} onClick={() => onPage(Math.max(0, start - FAVOURITES_PAGE_SIZE))}>
        <span aria-hidden="true">‹ </span>
        {strings.previous}
      </button>
      <p className={styles.pageInfo}>{strings.showing(start + 1, last, total)}</p>
      <button type="button" className={styles.secondaryButton} disabled={last >= total} onClick={() => onPage(start + FAVOURITES_PAGE_SIZE)}>
        {strings.next}
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}

/** A list's page (moving to another puts the focus on its items) and the style whose size is being chosen. */
function useListState() {
  const [start, setStart] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const moved = useRef(false);
  const [chooseSize, setChooseSize] = useState<FavouriteItem | null>(null);
  // The quick shop opens from a button, not a Radix trigger: the focus goes back to it on close.
  const opener = useRef<HTMLElement | null>(null);
  const openChooseSize = (item: FavouriteItem, from: HTMLElement) => {
    opener.current = from;
    setChooseSize(item);
  };
  const closeChooseSize = () => {
    setChooseSize(null);
    setTimeout(() => opener.current?.focus());
  };
  const goTo = (next: number) => {
    moved.current = true;
    setStart(next);
  };
  const shown = (answer: FavoritesAnswer | undefined) => {
    if (moved.current && answer?.start === start) {
      moved.current = false;
      listRef.current?.focus();
    }
  };
  return { start, setStart, goTo, listRef, shown, chooseSize, openChooseSize, closeChooseSize };
}

export interface OwnFavouritesProps {
  siteId: string;
  strings: FavoritesStrings;
  empty: EmptyContent;
  allowSharing: boolean;
  signedIn: boolean;
}

/**
 * The shopper's own list (a guest's or a member's): read in the browser when the browser holds a
 * session (without one there is no list, and none is made just by looking). After a sign-in or
 * sign-out the list is another shopper's: it is read again from its first page.
 */
export function OwnFavourites({ siteId, strings, empty, allowSharing, signedIn }: OwnFavouritesProps) {
  const queryClient = useQueryClient();
  const state = useListState();
  const { start, setStart } = state;
  const session = hasShopperSession();
  const page = useQuery({ ...favouritesPageQuery(siteId, start), enabled: session });
  const [announcement, setAnnouncement] = useState("");
  const signedInBefore = useRef(signedIn);

  useEffect(() => {
    if (signedInBefore.current === signedIn) return;
    signedInBefore.current = signedIn;
    setStart(0);
    void queryClient.invalidateQueries({ queryKey: favouritesQuery(siteId).queryKey });
  }, [signedIn, queryClient, siteId, setStart]);

  // The last item of a later page removed: the page before it.
  const emptiedPage = page.data !== undefined && !page.isPlaceholderData && page.data.items.length === 0 && start > 0;
  useEffect(() => {
    if (emptiedPage) setStart(Math.max(0, start - FAVOURITES_PAGE_SIZE));
  }, [emptiedPage, start, setStart]);
  useEffect(() => state.shown(page.data));

  let body: ReactNode;
  if (!session) body = <EmptyFavourites empty={empty} />;
  else if (page.isPending) body = <Loading strings={strings} />;
  else if (page.isError && !page.data) {
    body = (
      <Notice notice={{ type: "error", level: "top", message: strings.loadFailed }}>
        <button type="button" className={styles.linkButton} onClick={() => void page.refetch()}>
          {strings.retry}
        </button>
      </Notice>
    );
  } else if (!page.data || page.data.total === 0 || !page.data.favoriteId) body = <EmptyFavourites empty={empty} />;
  else {
    const answer = page.data;
    body = (
      <>
        <div className={styles.toolbar}>
          <p className={styles.count}>{strings.itemCount(answer.total)}</p>
        </div>
        <div className={styles.layout}>
          <FavouriteList
            items={answer.items}
            siteId={siteId}
            strings={strings}
            favoriteId={answer.favoriteId!}
            listRef={state.listRef}
            onChooseSize={state.openChooseSize}
            onRemoved={(item) => {
              setAnnouncement(strings.removed(item.name));
              state.listRef.current?.focus();
            }}
          />
          {allowSharing && <SharePanel siteId={siteId} favoriteId={answer.favoriteId!} strings={strings} />}
        </div>
        <Paging answer={answer} strings={strings} onPage={state.goTo} />
        <ChooseSizeDialog item={state.chooseSize} siteId={siteId} onClose={state.closeChooseSize} />
      </>
    );
  }

  return (
    <>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {body}
    </>
  );
}

/**
 * A list someone shared (the page opened from its link): read-only, anyone holding the link may
 * read it, and add its items to their own cart. A replaced link is 404 PLP400: no longer shared.
 */
export function SharedFavourites({ siteId, link, strings, shopHref }: { siteId: string; link: SharedLink | "invalid"; strings: FavoritesStrings; shopHref: string }) {
  const state = useListState();
  const valid = link !== "invalid";
  const list = useQuery({ ...sharedFavouritesQuery(siteId, valid ? link : { favoriteId: "", shareToken: "" }, state.start), enabled: valid });
  useEffect(() => state.shown(list.data));
  const shop = (
    <a className={styles.primaryButton} href={shopHref}>
      {strings.emptyCta}
    </a>
  );

  if (!valid) {
    return (
      <div className={styles.empty}>
        <p>{strings.sharedLinkInvalid}</p>
        {shop}
      </div>
    );
  }
  if (list.isPending) return <Loading strings={strings} />;
  if (list.isError && !list.data) {
    const gone = (list.error as { errorId?: string }).errorId === "PLP400";
    return (
      <div className={styles.empty}>
        <Notice notice={{ type: "error", level: "top", message: gone ? strings.sharedNotFound : strings.loadFailed }}>
          {!gone && (
            <button type="button" className={styles.linkButton} onClick={() => void list.refetch()}>
              {strings.retry}
            </button>
          )}
        </Notice>
        {shop}
      </div>
    );
  }
  const answer = list.data;
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.lead}>{strings.sharedIntro}</p>
        <p className={styles.count}>{strings.itemCount(answer.total)}</p>
      </div>
      <FavouriteList items={answer.items} siteId={siteId} strings={strings} listRef={state.listRef} onChooseSize={state.openChooseSize} />
      <Paging answer={answer} strings={strings} onPage={state.goTo} />
      <ChooseSizeDialog item={state.chooseSize} siteId={siteId} onClose={state.closeChooseSize} />
    </>
  );
}
