import { useEffect, useId, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { useEngine } from "../../engine/react/engine-context.tsx";
import { siteById } from "../../../contracts/sites.ts";
import { useScriptLoader } from "../../ui/third-party-script.ts";
import type { OlapicGalleryProps } from "./schema.ts";
import { olapicConfig, olapicLocale } from "./olapic-config.ts";
import { showsGalleryHeading } from "./page-kind.ts";
import { productMasterIdQueryOptions } from "./product-master-id.ts";
import styles from "./olapic-gallery.module.css";

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * An Olapic-style gallery. The server renders the heading (on pages that are neither product
 * nor custom-product pages) and an empty container. In the browser the widget script loads
 * asynchronously with the container, the site's locale (or the default) and a tag: the
 * product's master id on product pages (looked up once per product; a failure leaves it
 * empty), the category id on category pages. When the block leaves, the script and the
 * widget's content are taken away. A load failure is logged with widget id, locale and tag.
 */
export default function OlapicGallery({ blockId, title, subtitle, containerId }: BlockComponentProps<OlapicGalleryProps>) {
  const { page } = useEngine();
  const loader = useScriptLoader();
  const headingId = useId();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const locale = olapicLocale(siteById(page.siteId).locale);
  const config = olapicConfig(page.siteId);
  const scriptUrl = config?.scriptUrl;
  const apiKey = config?.apiKey;
  const elementId = `olapic-${blockId.replace(/[^A-Za-z0-9_-]/g, "-")}`;

  const { productId, categoryId } = page;
  const master = useQuery({ ...productMasterIdQueryOptions(productId ?? "", page.siteId), enabled: productId !== undefined });
  const tag = productId !== undefined ? (master.data ?? "") : (categoryId ?? "");
  // On a product page the script waits for the lookup, whatever its outcome.
  const tagSettled = productId === undefined || !master.isPending;

  useEffect(() => {
    if (!tagSettled) return;
    const describe = `widget=${containerId} locale=${locale} tag=${tag}`;
    if (!scriptUrl || !apiKey) {
      console.warn(`[gallery] no Olapic configuration for ${page.siteId}; ${describe} stays empty`);
      return;
    }
    const script = loader.load({
      src: scriptUrl,
      data: { olapic: elementId, instance: containerId, apikey: apiKey, lang: locale, ...(tag ? { tags: tag } : {}) },
    });
    let active = true;
    script.loaded.catch((error: unknown) => {
      if (!active) return;
      console.error(`[gallery] Olapic gallery failed to load: ${describe}: ${reason(error)}`);
      setFailed(true);
    });
    const element = container.current;
    return () => {
      active = false;
      script.remove();
      // What the widget drew goes with it (the container itself is React's).
      element?.replaceChildren();
    };
  }, [loader, scriptUrl, apiKey, elementId, containerId, locale, tag, tagSettled, page.siteId]);

  const heading = showsGalleryHeading(page.pathname) && title;
  const Wrapper = heading ? "section" : "div";
  return (
    <Wrapper className={styles.gallery} aria-labelledby={heading ? headingId : undefined}>
      {heading && (
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
      )}
      {showsGalleryHeading(page.pathname) && subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      <div ref={container} id={elementId} className={failed ? styles.failed : styles.container} />
    </Wrapper>
  );
}
