import { useId, useRef, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { siteById, SITES, type SiteConfig } from "../../../../contracts/sites.ts";
import { useEngine } from "../../../engine/react/engine-context.tsx";
import type { BlockComponentProps } from "../../../registry/define-block.ts";
import { LANGUAGE_NAMES, locationSelectorStrings, siteLabel } from "./location-selector-strings.ts";
import type { LocationSelectorProps } from "./schema.ts";
import styles from "./location-selector.module.css";

const REGIONS: readonly SiteConfig["region"][] = ["NORA", "EMEA"];

/**
 * The regional sites by region, each with its country, language and currency; the current one
 * marked. A site's link leads to its home page (without JavaScript too); with it, the shopper
 * first confirms the switch (the location confirmation dialog), since the cart stays behind.
 */
export default function LocationSelector({ blockId, heading, intro }: BlockComponentProps<LocationSelectorProps>) {
  const { page } = useEngine();
  const current = siteById(page.siteId);
  const strings = locationSelectorStrings(current.siteId);
  const [target, setTarget] = useState<SiteConfig | null>(null);
  const headingId = useId();
  // The dialog opens from a link, not a Radix trigger: the focus goes back to that link on close.
  const opener = useRef<HTMLAnchorElement | null>(null);

  return (
    <section className={styles.selector} aria-labelledby={headingId} data-block-id={blockId}>
      <div className={styles.intro}>
        <h2 id={headingId} className={styles.heading}>
          {heading || strings.heading}
        </h2>
        <p className={styles.lead}>{intro || strings.intro}</p>
      </div>
      {REGIONS.map((region) => {
        const sites = SITES.filter((site) => site.region === region);
        return (
          <div key={region} className={styles.region}>
            <h3 className={styles.regionName}>{strings.regions[region]}</h3>
            <ul className={styles.sites}>
              {sites.map((site) => {
                const here = site.siteId === current.siteId;
                return (
                  <li key={site.siteId}>
                    <a
                      className={styles.site}
                      href={`/${site.localePath}`}
                      hrefLang={site.locale}
                      aria-current={here ? "true" : undefined}
                      onClick={(event) => {
                        if (here) return;
                        event.preventDefault();
                        opener.current = event.currentTarget;
                        setTarget(site);
                      }}
                    >
                      <span className={styles.country}>{strings.countries[site.country] ?? site.country}</span>
                      <span className={styles.language} lang={site.language}>
                        {LANGUAGE_NAMES[site.language] ?? site.language}
                      </span>
                      <span className={styles.currency}>{strings.prices(site.currency)}</span>
                      {here && <span className={styles.here}>{strings.current}</span>}
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}

      <Dialog.Root open={target !== null} onOpenChange={(open) => !open && setTarget(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.dialog}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
          >
            {target && (
              <>
                <Dialog.Title className={styles.dialogTitle}>{strings.confirmTitle(siteLabel(target, strings))}</Dialog.Title>
                <Dialog.Description className={styles.dialogText}>{strings.confirmText(siteLabel(target, strings), target.currency, siteLabel(current, strings))}</Dialog.Description>
                <div className={styles.actions}>
                  <a className={styles.primary} href={`/${target.localePath}`} hrefLang={target.locale}>
                    {strings.confirm(siteLabel(target, strings))}
                  </a>
                  <Dialog.Close className={styles.secondary}>{strings.cancel}</Dialog.Close>
                </div>
              </>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
