import { useEngine } from "../../../engine/react/engine-context.tsx";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { useSignedIn } from "../../identity/use-signed-in.ts";
import { requestSignIn } from "../../identity/session-events.ts";
import { AccountNav } from "../../ui/account-nav.tsx";
import { accountProfileStrings } from "./account-profile-strings.ts";
import { AddressBook } from "./address-book.tsx";
import { ChangePassword } from "./change-password.tsx";
import { Preferences } from "./preferences.tsx";
import { ProfileDetails } from "./profile-details.tsx";
import { SavedCards } from "./saved-cards.tsx";
import type { AccountProfileProps } from "./schema.ts";
import styles from "./account-profile.module.css";
import { useHydrated } from "../../../ui/use-hydrated.ts";


/**
 * The member's profile screen (commerce spec §2 account area, §3 Consumer profile, Address,
 * Payment instrument): personal details, password, address book, saved cards and preferences,
 * each section with its own loading, empty, error and success states. The shopper's own data is
 * read in the browser only (decision 0018): the server renders the heading and a loading status
 * for a member, the sign-in offer for a guest.
 */
export default function AccountProfile({ blockId, heading, guestText }: BlockComponentProps<AccountProfileProps>) {
  const { page } = useEngine();
  const { siteId } = page;
  const strings = accountProfileStrings(siteId);
  const signedIn = useSignedIn();
  const hydrated = useHydrated();

  return (
    <div className={styles.screen} data-screen="account-profile" data-block-id={blockId}>
      <AccountNav current="account-profile" />
      <h1 className={styles.heading}>
        {heading || strings.heading}
      </h1>
      {!signedIn ? (
        <div className={styles.guest}>
          <p>{guestText || strings.guestText}</p>
          <button type="button" className={styles.primary} onClick={() => requestSignIn()}>
            {strings.signIn}
          </button>
        </div>
      ) : !hydrated ? (
        <p role="status" className={styles.loading}>
          {strings.loading}
        </p>
      ) : (
        // Only rendered signed in and in the browser: the sections' reads need both (decision 0018).
        <div className={styles.sections}>
          <ProfileDetails siteId={siteId} strings={strings} />
          <ChangePassword siteId={siteId} strings={strings} />
          <AddressBook siteId={siteId} strings={strings} />
          <SavedCards siteId={siteId} strings={strings} />
          <Preferences siteId={siteId} strings={strings} />
        </div>
      )}
    </div>
  );
}
