import { useQuery } from "@tanstack/react-query";
import type { OrderDetailsAnswer } from "../../../../contracts/api/orders.ts";
import { formatDate, siteById } from "../../../../contracts/sites.ts";
import { storeNamesQuery } from "../../ui/store-names.ts";
import { oneLineAddress } from "../../ui/town-line.ts";
import { carrierLink, orderWords, progressTone } from "./order-words.ts";
import styles from "./shipment-tracking.module.css";

/** A shipment as the order details answer it; TrackOrder answers the same without the address. */
export type TrackedShipment = Omit<OrderDetailsAnswer["shipments"][number], "address"> & { address?: OrderDetailsAnswer["shipments"][number]["address"] };

/**
 * One shipment of an order: how it travels and where it stands, where it goes (the address or
 * the store), the carrier with the tracking number (linked to the carrier's page when the API
 * gives one), the estimated delivery, and the carrier's events under a disclosure.
 */
export function ShipmentTracking({ shipment, siteId, headingLevel }: { shipment: TrackedShipment; siteId: string; headingLevel: 3 | 4 | 5 }) {
  const words = orderWords(siteId);
  const site = siteById(siteId);
  const Heading = `h${headingLevel}` as const;
  const storeNames = useQuery({ ...storeNamesQuery(siteId), enabled: shipment.storeId !== null && typeof window !== "undefined" });
  const trackingHref = carrierLink(shipment.trackingUrl);
  const when = new Intl.DateTimeFormat(site.locale, { dateStyle: "medium", timeStyle: "short" });

  return (
    <div className={styles.shipment}>
      <div className={styles.head}>
        <Heading className={styles.title}>{words.methods[shipment.method] ?? shipment.method}</Heading>
        <span className={styles.badge} data-tone={progressTone(shipment.status)}>
          {words.progress[shipment.status]}
        </span>
      </div>
      {shipment.address && <p className={styles.muted}>{oneLineAddress(shipment.address)}</p>}
      {shipment.storeId && <p className={styles.muted}>{storeNames.data?.[shipment.storeId] ?? words.storeId(shipment.storeId)}</p>}
      {(shipment.carrier || shipment.trackingNumber || shipment.estimatedDelivery) && (
        <dl className={styles.facts}>
          {shipment.carrier && (
            <div>
              <dt>{words.carrier}</dt>
              <dd>{shipment.carrier}</dd>
            </div>
          )}
          {shipment.trackingNumber && (
            <div>
              <dt>{words.trackingNumber}</dt>
              <dd>
                {trackingHref ? (
                  <a href={trackingHref} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    {shipment.trackingNumber}{" "}
                    <span className="visually-hidden">{words.newTab}</span>
                  </a>
                ) : (
                  shipment.trackingNumber
                )}
              </dd>
            </div>
          )}
          {shipment.estimatedDelivery && (
            <div>
              <dt>{words.estimatedDelivery}</dt>
              <dd>{formatDate(new Date(shipment.estimatedDelivery), site)}</dd>
            </div>
          )}
        </dl>
      )}
      {shipment.events.length > 0 && (
        <details className={styles.events}>
          <summary>{words.history}</summary>
          <ol>
            {shipment.events.map((event) => (
              <li key={`${event.code}-${event.at}`}>
                <span className={styles.eventName}>{words.events[event.code] ?? event.description}</span>
                <span className={styles.muted}>{[when.format(new Date(event.at)), event.location].filter(Boolean).join(" · ")}</span>
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
