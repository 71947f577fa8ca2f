import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { ConsumerProfileAnswer } from "../../../../contracts/api/consumer.ts";
import { formatPrice, siteById } from "../../../../contracts/sites.ts";
import { useEngine } from "../../../engine/react/engine-context.tsx";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { requestSignIn } from "../../identity/session-events.ts";
import { useSignedIn } from "../../identity/use-signed-in.ts";
import { AccountNav } from "../../ui/account-nav.tsx";
import { Notice } from "../../ui/notice.tsx";
import { accountOverviewStrings, type AccountOverviewStrings } from "./account-overview-strings.ts";
import { profileQuery } from "./account-queries.ts";
import { JoinLoyalty } from "./join-loyalty.tsx";
import { LoyaltyPanel } from "./loyalty-panel.tsx";
import type { AccountOverviewProps } from "./schema.ts";
import { spendBannersOf, usedShare, type SpendBanner } from "./spend-banners.ts";
import styles from "./account-overview.module.css";

/**
 * The account area's first page (commerce spec §2 `/account`, §3 Consumer profile, §6): the
 * account's navigation, a greeting, the loyalty programme (points, the vouchers they reach and the
 * welcome offer; or the way to join) and the spend banners of employees, athletes and pro
 * members. A guest is asked to sign in. The server renders the heading and a status; the profile
 * is read in the browser (decision 0018).
 */
export default function AccountOverview({ blockId, heading, guestText, loyaltyTitle, joinText }: BlockComponentProps<AccountOverviewProps>) {
  const { page } = useEngine();
  const strings = accountOverviewStrings(page.siteId);
  const signedIn = useSignedIn();

  return (
    <div className={styles.screen} data-screen="account-overview" data-block-id={blockId}>
      <AccountNav current="account" />
      <h1 className={styles.heading}>{heading || strings.heading}</h1>
      {signedIn ? (
        <MemberOverview siteId={page.siteId} programme={loyaltyTitle || strings.loyaltyTitle} joinText={joinText || strings.joinText} />
      ) : (
        <div className={styles.guest}>
          <p>{guestText || strings.guestText}</p>
          <div className={styles.buttons}>
            <button type="button" className={styles.primaryButton} onClick={() => requestSignIn()}>
              {strings.signIn}
            </button>
            <button type="button" className={styles.secondaryButton} onClick={() => requestSignIn({ mode: "sign-up" })}>
              {strings.createAccount}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

function MemberOverview({ siteId, programme, joinText }: { siteId: string; programme: string; joinText: string }) {
  const strings = accountOverviewStrings(siteId);
  const profile = useQuery({ ...profileQuery(siteId), enabled: typeof window !== "undefined" });
  // Set once the shopper joins here: the loyalty panel that replaces the form welcomes them.
  const [joined, setJoined] = useState(false);

  if (profile.isPending) {
    return (
      <p role="status" className={styles.loading}>
        {strings.loading}
      </p>
    );
  }
  if (profile.isError) {
    return (
      <Notice notice={{ type: "error", level: "top", message: strings.loadFailed }}>
        <button type="button" className={styles.linkButton} onClick={() => void profile.refetch()}>
          {strings.retry}
        </button>
      </Notice>
    );
  }
  const member: ConsumerProfileAnswer = profile.data;
  const banners = spendBannersOf(member.consumerDetails);
  return (
    <>
      <p className={styles.greeting}>{strings.greeting(member.consumerDetails.firstName)}</p>
      <div className={styles.panels}>
        {member.isLoyaltyMember ? (
          <LoyaltyPanel siteId={siteId} programme={programme} justJoined={joined} />
        ) : (
          <JoinLoyalty siteId={siteId} programme={programme} text={joinText} needsBirthDate={member.consumerDetails.birthDate === null} onJoined={() => setJoined(true)} />
        )}
        {banners.map((banner) => (
          <SpendBannerView key={banner.kind} banner={banner} siteId={siteId} strings={strings} />
        ))}
      </div>
    </>
  );
}

/** An allowance: what is spent of it as a bar and in words. Amounts in the site's currency (the allowance is the account's, kept in it). */
function SpendBannerView({ banner, siteId, strings }: { banner: SpendBanner; siteId: string; strings: AccountOverviewStrings }) {
  const money = (amount: number) => formatPrice(amount, siteById(siteId));
  const of = banner.kind === "employee" ? banner.cap : banner.credit;
  const title = banner.kind === "employee" ? strings.employeeTitle : banner.kind === "athlete" ? strings.athleteTitle : strings.proTitle;
  const text = banner.kind === "employee" ? strings.employeeSpend(money(banner.spent), money(banner.cap)) : strings.creditLeft(money(banner.remaining), money(banner.credit));
  return (
    <section className={styles.spend} aria-label={title} data-spend={banner.kind}>
      <h2 className={styles.panelTitle}>{title}</h2>
      <p className={styles.spendAmount}>{strings.remaining(money(banner.remaining))}</p>
      <div className={styles.bar} aria-hidden="true">
        <span style={{ inlineSize: `${Math.round(usedShare(banner.spent, of) * 100)}%` }} />
      </div>
      <p className={styles.muted}>{text}</p>
    </section>
  );
}
