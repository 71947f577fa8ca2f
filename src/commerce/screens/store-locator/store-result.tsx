import { useId, useState } from "react";
import { siteById } from "../../../../contracts/sites.ts";
import { formatPhone, PHONE_COUNTRIES } from "../../../forms/phone.ts";
import type { StoreLocatorStrings } from "./store-locator-strings.ts";
import { directionsUrl, formatTimeOfDay, openingTimes, storeAddressLine, STORE_SERVICES, type DistanceUnit, type FoundStore } from "./store-search.ts";
import styles from "./store-locator.module.css";

const DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

export interface StoreResultProps {
  store: FoundStore;
  unit: DistanceUnit;
  siteId: string;
  strings: StoreLocatorStrings;
  /** The shopper's favourite store on this site. */
  mine: boolean;
  onSetMine(): void;
}

/**
 * One store of the results: name, distance, address, phone, "set as my store" (or "Your store"),
 * and its details (opening hours per day, services, directions) behind a disclosure button.
 */
export function StoreResult({ store, unit, siteId, strings, mine, onSetMine }: StoreResultProps) {
  const [open, setOpen] = useState(false);
  const nameId = useId();
  const detailsId = useId();
  const site = siteById(siteId);
  const distance = new Intl.NumberFormat(site.locale, { maximumFractionDigits: 1 }).format(store.distance);
  const phoneCountry = PHONE_COUNTRIES[store.address.country];
  const time = (value: string) => formatTimeOfDay(value, site.locale);

  return (
    <li className={styles.store} data-store-id={store.id} data-mine={mine || undefined} aria-labelledby={nameId}>
      <div className={styles.storeHead}>
        <h2 id={nameId} className={styles.storeName}>
          {store.name}
        </h2>
        {mine && <span className={styles.mine}>{strings.yourStore}</span>}
        <p className={styles.distance}>{strings.distance(distance, unit)}</p>
      </div>
      <p className={styles.address}>{storeAddressLine(store.address)}</p>
      <p className={styles.phone}>
        <span className="visually-hidden">{strings.phone}: </span>
        <a href={`tel:${store.phone}`}>{phoneCountry ? formatPhone(store.phone, phoneCountry) : store.phone}</a>
      </p>
      <div className={styles.storeActions}>
        {!mine && (
          <button type="button" className={styles.secondaryButton} aria-describedby={nameId} onClick={onSetMine}>
            {strings.setAsMyStore}
          </button>
        )}
        <button type="button" className={styles.disclosure} aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
          {strings.details}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </div>
      <div id={detailsId} className={styles.details} hidden={!open}>
        <div className={styles.detailsPart}>
          <h3 className={styles.detailsHeading}>{strings.openingHours}</h3>
          <dl className={styles.hours}>
            {DAYS.map((day) => {
              const times = openingTimes(store.hours[day]);
              return (
                <div key={day}>
                  <dt>{strings.days[day]}</dt>
                  <dd>{times ? strings.hoursRange(time(times.opens), time(times.closes)) : strings.closed}</dd>
                </div>
              );
            })}
          </dl>
        </div>
        <div className={styles.detailsPart}>
          <h3 className={styles.detailsHeading}>{strings.services}</h3>
          <ul className={styles.services}>
            {STORE_SERVICES.map((service) => (
              <li key={service}>{strings.serviceNames[service]}</li>
            ))}
          </ul>
          <a className={styles.directions} href={directionsUrl(store)} target="_blank" rel="noopener noreferrer">
            {strings.directions} <span className="visually-hidden">{strings.newTab}</span>
          </a>
        </div>
      </div>
    </li>
  );
}
