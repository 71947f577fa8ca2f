import { useEngine } from "../../../engine/react/engine-context.tsx";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { requestSignIn } from "../../identity/session-events.ts";
import { useSignedIn } from "../../identity/use-signed-in.ts";
import { AccountNav } from "../../ui/account-nav.tsx";
import { OwnFavourites, SharedFavourites } from "./favourite-lists.tsx";
import { sharedLinkOf } from "./favorites-queries.ts";
import { favoritesStrings } from "./favorites-strings.ts";
import type { FavoritesProps } from "./schema.ts";
import styles from "./favorites.module.css";
import { useHydrated } from "../../../ui/use-hydrated.ts";


/**
 * The favourites screen (commerce spec §2 `/favorites`): the shopper's own list, a guest's or a
 * member's (a member sees the account's navigation, a guest an offer to sign in), or a list
 * shared with them when the page's URL holds a share link. Read in the browser only: the server,
 * and the render that hydrates its HTML, show the heading and a loading status.
 */
export default function Favorites({ blockId, heading, sharedHeading, emptyTitle, emptyText, emptyCtaLabel, emptyCtaHref, allowSharing }: BlockComponentProps<FavoritesProps>) {
  const { page } = useEngine();
  const { siteId, localePath } = page;
  const strings = favoritesStrings(siteId);
  const hydrated = useHydrated();
  const signedIn = useSignedIn();
  const sharedLink = sharedLinkOf(page.search);
  const home = `/${localePath}`;
  const empty = { title: emptyTitle || strings.emptyTitle, text: emptyText || strings.emptyText, ctaLabel: emptyCtaLabel || strings.emptyCta, ctaHref: emptyCtaHref ?? home };

  let body;
  if (!hydrated) {
    body = (
      <p role="status" className={styles.loading}>
        {strings.loading}
      </p>
    );
  } else if (sharedLink) {
    body = <SharedFavourites siteId={siteId} link={sharedLink} strings={strings} shopHref={home} />;
  } else {
    body = <OwnFavourites siteId={siteId} strings={strings} empty={empty} allowSharing={allowSharing} signedIn={signedIn} />;
  }

  return (
    <div className={styles.screen} data-screen="favorites" data-block-id={blockId}>
      {signedIn && !sharedLink && <AccountNav current="favorites" />}
      <h1 className={styles.heading}>{sharedLink ? sharedHeading || strings.sharedHeading : heading || strings.heading}</h1>
      {/* A guest's offer to sign in is in the server's HTML (the server knows who is signed in):
          shown only after hydration, it pushed the list and the page below it down. */}
      {!signedIn && !sharedLink && (
        <div className={styles.guest}>
          <p>{strings.guestText}</p>
          <button type="button" className={styles.secondaryButton} onClick={() => requestSignIn()}>
            {strings.signIn}
          </button>
        </div>
      )}
      {body}
    </div>
  );
}
