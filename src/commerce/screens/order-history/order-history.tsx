import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type MouseEvent } from "react";
import type { OrderSummaryAnswer } from "../../../../contracts/api/orders.ts";
import { formatDate, siteById } from "../../../../contracts/sites.ts";
import { useEngine } from "../../../engine/react/engine-context.tsx";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { useSignedIn } from "../../identity/use-signed-in.ts";
import { Notice } from "../../ui/notice.tsx";
import { OrderDetails } from "./order-details.tsx";
import { orderHistoryStrings } from "./order-history-strings.ts";
import { OrderLocationProvider, useOrderLocation } from "./order-location.tsx";
import { purchaseHistoryQuery } from "./order-queries.ts";
import { orderMoney, orderProgress, orderWords, progressTone } from "./order-words.ts";
import type { OrderHistoryProps } from "./schema.ts";
import styles from "./order-history.module.css";

/**
 * The member's orders (commerce spec §3 Order, §7 purchase history): newest first, ten at a
 * time with "Show more", each with its number, date, status and total; an order's details when
 * the URL names one (`?order=`). Members only: a guest gets nothing from this block. The server
 * renders the heading and a loading status; the orders are read in the browser (decision 0018).
 */
export default function OrderHistory({ blockId, heading, emptyText, shopHref }: BlockComponentProps<OrderHistoryProps>) {
  const { page } = useEngine();
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return (
    <OrderLocationProvider initialSearch={page.search ?? ""}>
      <MemberOrders blockId={blockId} heading={heading} emptyText={emptyText} shopHref={shopHref ?? `/${page.localePath}`} siteId={page.siteId} />
    </OrderLocationProvider>
  );
}

function MemberOrders({ blockId, heading, emptyText, shopHref, siteId }: { blockId: string; heading: string; emptyText: string; shopHref: string; siteId: string }) {
  const strings = orderHistoryStrings(siteId);
  const { orderNumber, select } = useOrderLocation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus follows the shopper's own move between list and details, not a page load or history step.
  const [movedByShopper, setMovedByShopper] = useState(false);
  const open = (next: string | undefined) => {
    setMovedByShopper(true);
    select(next);
  };
  useEffect(() => {
    if (movedByShopper && !orderNumber) headingRef.current?.focus();
  }, [movedByShopper, orderNumber]);

  return (
    <section className={styles.screen} aria-labelledby={headingId} data-screen="order-history" data-block-id={blockId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading || strings.heading}
      </h2>
      {orderNumber ? (
        <OrderDetails key={orderNumber} siteId={siteId} orderNumber={orderNumber} autoFocus={movedByShopper} onBack={() => open(undefined)} />
      ) : (
        <OrderList siteId={siteId} emptyText={emptyText || strings.empty} shopHref={shopHref} onOpen={open} />
      )}
    </section>
  );
}

function OrderList({ siteId, emptyText, shopHref, onOpen }: { siteId: string; emptyText: string; shopHref: string; onOpen(orderNumber: string): void }) {
  const strings = orderHistoryStrings(siteId);
  const history = useInfiniteQuery({ ...purchaseHistoryQuery(siteId), enabled: typeof window !== "undefined" });
  const listRef = useRef<HTMLOListElement>(null);
  // After "Show more", the first order of the new page takes the focus (the button may be gone).
  const firstNew = useRef<number | undefined>(undefined);
  const orders = history.data?.pages.flatMap((page) => page.orders) ?? [];
  const total = history.data?.pages.at(-1)?.total ?? 0;
  useEffect(() => {
    const index = firstNew.current;
    if (index === undefined || orders.length <= index) return;
    firstNew.current = undefined;
    listRef.current?.querySelectorAll<HTMLAnchorElement>("a[data-order-link]")[index]?.focus();
  }, [orders.length]);

  if (history.isPending) {
    return (
      <p role="status" className={styles.loading}>
        {strings.loading}
      </p>
    );
  }
  if (history.isError && !history.data) {
    return (
      <Notice notice={{ type: "error", level: "top", message: strings.loadFailed }}>
        <button type="button" className={styles.linkButton} onClick={() => void history.refetch()}>
          {strings.retry}
        </button>
      </Notice>
    );
  }
  if (orders.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{emptyText}</p>
        <a className={styles.secondaryButton} href={shopHref}>
          {strings.startShopping}
        </a>
      </div>
    );
  }

  const showMore = () => {
    firstNew.current = orders.length;
    void history.fetchNextPage();
  };
  return (
    <>
      <ol ref={listRef} className={styles.list} aria-label={strings.orders}>
        {orders.map((order) => (
          <li key={order.orderNumber}>
            <OrderCard order={order} siteId={siteId} onOpen={onOpen} />
          </li>
        ))}
      </ol>
      <div className={styles.paging}>
        <p className={styles.muted} aria-live="polite">
          {strings.shownOf(orders.length, total)}
        </p>
        {history.hasNextPage && (
          <button type="button" className={styles.secondaryButton} onClick={showMore} aria-disabled={history.isFetchingNextPage} disabled={history.isFetchingNextPage}>
            {history.isFetchingNextPage ? strings.working : strings.showMore}
          </button>
        )}
      </div>
      {history.isFetchNextPageError && <Notice notice={{ type: "error", level: "top", message: strings.loadFailed }} />}
    </>
  );
}

function OrderCard({ order, siteId, onOpen }: { order: OrderSummaryAnswer; siteId: string; onOpen(orderNumber: string): void }) {
  const strings = orderHistoryStrings(siteId);
  const words = orderWords(siteId);
  const { hrefOf } = useOrderLocation();
  const titleId = useId();
  const progress = orderProgress(order);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window opens the link itself.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(order.orderNumber);
  };

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>
          {strings.orderTitle(order.orderNumber)}
        </h3>
        <span className={styles.badge} data-tone={progressTone(progress)}>
          {words.progress[progress]}
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{strings.placedOn}</dt>
          <dd>{formatDate(new Date(order.createdAt), siteById(siteId))}</dd>
        </div>
        <div>
          <dt>{strings.total}</dt>
          <dd>{orderMoney(order.total, order.currency, siteId)}</dd>
        </div>
      </dl>
      {order.previewItems.length > 0 && (
        <p className={styles.preview}>
          {strings.itemCount(order.totalUnits)}: {order.previewItems.map((item) => (item.qty > 1 ? `${item.name} × ${item.qty}` : item.name)).join(", ")}
        </p>
      )}
      <a href={hrefOf(order.orderNumber)} onClick={open} className={styles.detailsLink} data-order-link>
        {strings.viewDetails}{" "}
        <span className="visually-hidden">{strings.ofOrder(order.orderNumber)}</span>
      </a>
    </article>
  );
}
