import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { formatDate, siteById } from "../../../../contracts/sites.ts";
import { Notice } from "../../ui/notice.tsx";
import { orderMoney } from "../order-history/order-words.ts";
import { accountOverviewStrings } from "./account-overview-strings.ts";
import { loyaltyVouchersQuery, welcomePromoQuery } from "./account-queries.ts";
import styles from "./account-overview.module.css";

/**
 * A loyalty member's programme (commerce spec §3 Loyalty vouchers, §9): the points, the vouchers
 * they reach (the largest, the one checkout offers, first in words) and the welcome offer while
 * it can be used. A voucher read that fails (a membership not confirmed yet: REW135) is said;
 * the welcome offer is extra: when it cannot be read, it is left out.
 */
export function LoyaltyPanel({ siteId, programme, justJoined }: { siteId: string; programme: string; justJoined: boolean }) {
  const strings = accountOverviewStrings(siteId);
  const site = siteById(siteId);
  const titleId = useId();
  const vouchers = useQuery(loyaltyVouchersQuery(siteId));
  const welcome = useQuery(welcomePromoQuery(siteId));
  const number = new Intl.NumberFormat(site.locale);
  const offer = welcome.data?.status === "AVAILABLE" ? welcome.data : undefined;

  return (
    <section className={`${styles.panel} ${styles.loyalty}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {programme}
      </h2>
      {justJoined && <Notice notice={{ type: "success", level: "top", message: strings.joined, code: "loyalty-joined" }} />}
      {vouchers.data ? (
        <>
          <p className={styles.points}>
            <span className={styles.muted}>{strings.pointsLabel}</span>
            <strong>{strings.points(number.format(vouchers.data.currentLoyaltyPoints))}</strong>
          </p>
          {vouchers.data.bestVoucher ? (
            <>
              <p>{strings.bestVoucher(orderMoney(vouchers.data.bestVoucher.amountInCurrency, vouchers.data.currency, siteId))}</p>
              <h3 className={styles.smallTitle}>{strings.rewardsTitle}</h3>
              <ul className={styles.vouchers}>
                {vouchers.data.applicableLoyaltyVouchers.map((voucher) => (
                  <li key={voucher.id} data-best={voucher.id === vouchers.data.bestVoucher?.id || undefined}>
                    {strings.voucher(orderMoney(voucher.amountInCurrency, vouchers.data.currency, siteId), number.format(voucher.points))}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className={styles.muted}>{strings.noVoucherYet}</p>
          )}
        </>
      ) : vouchers.isError ? (
        <Notice notice={{ type: "info", level: "top", message: vouchers.error.message }} />
      ) : (
        <p role="status" className={styles.muted}>
          {strings.loading}
        </p>
      )}
      {offer && (
        <div className={styles.offer}>
          <h3 className={styles.smallTitle}>{strings.welcomeOffer}</h3>
          <p className={styles.offerTitle}>{offer.title}</p>
          <p>{offer.description}</p>
          <p className={styles.coupon}>
            <span className={styles.muted}>{strings.couponCode}</span> <strong>{offer.couponCode}</strong>
          </p>
          <p className={styles.muted}>{strings.validUntil(formatDate(new Date(offer.validUntil), site))}</p>
        </div>
      )}
    </section>
  );
}
