import { useEffect, useId, useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { withCommerce } from "../../lazy-commerce.ts";
import { Notice, type NoticeMessage } from "../../ui/notice.tsx";
import type { FavoritesStrings } from "./favorites-strings.ts";
import styles from "./favorites.module.css";

/**
 * "Share your list": the list's read-only link (made on first use, the same one after), shown
 * with a copy button, and "make a new link" (the old one stops working). Copying uses the
 * clipboard when the browser lets the page write to it, else selects the link for the shopper
 * to copy.
 */
export function SharePanel({ siteId, favoriteId, strings }: { siteId: string; favoriteId: string; strings: FavoritesStrings }) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<NoticeMessage | undefined>();
  const fieldRef = useRef<HTMLInputElement>(null);
  const ids = { title: useId(), field: useId(), hint: useId() };
  // The link shown stays while a new one is made (the mutation forgets its answer when it runs again).
  const [sharePath, setSharePath] = useState<string | undefined>();
  const share = useMutation({
    mutationFn: (regenerate: boolean) => withCommerce(queryClient, siteId, (commerce) => commerce.shareFavorites(favoriteId, regenerate)),
    onMutate: () => setMessage(undefined),
    onSuccess: (answer, regenerate) => {
      setSharePath(answer.sharePath);
      if (regenerate) setMessage({ type: "success", level: "top", message: strings.regenerated });
    },
    onError: (error) => setMessage({ type: "error", level: "top", message: error.message }),
  });
  const link = sharePath ? new URL(sharePath, window.location.origin).href : undefined;
  const shown = link !== undefined;
  // The "Share your list" button is gone once the link shows: the focus goes to the link.
  useEffect(() => {
    if (shown) fieldRef.current?.focus();
  }, [shown]);

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setMessage({ type: "success", level: "top", message: strings.copied });
    } catch {
      // No clipboard here (an older browser, a page not allowed to write to it): the shopper copies.
      fieldRef.current?.focus();
      fieldRef.current?.select();
      setMessage({ type: "info", level: "top", message: strings.copyFallback });
    }
  };

  return (
    <section className={styles.share} aria-labelledby={ids.title}>
      <h2 id={ids.title} className={styles.shareTitle}>
        {strings.shareTitle}
      </h2>
      {link ? (
        <>
          <label htmlFor={ids.field} className={styles.label}>
            {strings.shareLabel}
          </label>
          <p id={ids.hint} className={styles.hint}>
            {strings.shareHint}
          </p>
          <div className={styles.shareRow}>
            <input ref={fieldRef} id={ids.field} className={styles.shareField} type="url" readOnly value={link} aria-describedby={ids.hint} onFocus={(event) => event.currentTarget.select()} />
            <button type="button" className={styles.secondaryButton} onClick={() => void copy()}>
              {strings.copy}
            </button>
          </div>
          <button type="button" className={styles.linkButton} aria-disabled={share.isPending || undefined} onClick={() => !share.isPending && share.mutate(true)}>
            {share.isPending ? strings.sharing : strings.regenerate}
          </button>
        </>
      ) : (
        <>
          <p className={styles.hint}>{strings.shareHint}</p>
          <button type="button" className={styles.secondaryButton} aria-disabled={share.isPending || undefined} onClick={() => !share.isPending && share.mutate(false)}>
            {share.isPending ? strings.sharing : strings.share}
          </button>
        </>
      )}
      {message && <Notice notice={message} />}
    </section>
  );
}
