import { useEffect, useId, useState } from "react";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { useEngine } from "../../engine/react/engine-context.tsx";
import { siteById } from "../../../contracts/sites.ts";
import { useScriptLoader } from "../../ui/third-party-script.ts";
import { curalateClient } from "./curalate-client.ts";
import { curalateConfig } from "./curalate-config.ts";
import { replaceGalleryTokens } from "./gallery-tokens.ts";
import type { CuralateGalleryProps } from "./schema.ts";
import styles from "./curalate-gallery.module.css";

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A Curalate-style gallery: the server renders its heading and an empty container; in the
 * browser the site's library loads asynchronously and creates the experience in it. When the
 * block leaves, the experience is destroyed through the library's client and the script taken
 * away (with the last gallery using it). A load failure is logged and the container stays empty.
 */
export default function CuralateGallery({ title, subtitle, containerId, filter }: BlockComponentProps<CuralateGalleryProps>) {
  const { page } = useEngine();
  const loader = useScriptLoader();
  const headingId = useId();
  const [failed, setFailed] = useState(false);
  const resolvedFilter = filter === undefined ? undefined : replaceGalleryTokens(filter, page);
  const locale = siteById(page.siteId).locale;
  const scriptUrl = curalateConfig(page.siteId)?.scriptUrl;

  useEffect(() => {
    const describe = `widget=${containerId} locale=${locale} tag=${resolvedFilter ?? ""}`;
    if (!scriptUrl) {
      console.warn(`[gallery] no Curalate configuration for ${page.siteId}; ${describe} stays empty`);
      return;
    }
    const script = loader.load({ src: scriptUrl, shared: true });
    let active = true;
    let created = false;
    script.loaded
      .then(() => {
        const client = curalateClient();
        if (!client) throw new Error("the library has no client object (crl8)");
        client.ready(() => {
          if (!active) return;
          client.createExperience(containerId);
          created = true;
        });
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error(`[gallery] Curalate gallery failed to load: ${describe}: ${reason(error)}`);
        setFailed(true);
      });
    return () => {
      active = false;
      if (created) {
        try {
          curalateClient()?.destroyExperience(containerId);
        } catch (error) {
          console.warn(`[gallery] Curalate gallery not destroyed: ${describe}: ${reason(error)}`);
        }
      }
      script.remove();
    };
  }, [loader, scriptUrl, containerId, resolvedFilter, locale, page.siteId]);

  const Wrapper = title ? "section" : "div";
  return (
    <Wrapper className={styles.gallery} aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
      )}
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      <div className={failed ? styles.failed : styles.container} data-crl8-container-id={containerId} data-crl8-filter={resolvedFilter || undefined} />
    </Wrapper>
  );
}
