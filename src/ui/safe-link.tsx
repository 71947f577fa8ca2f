import type { AnchorHTMLAttributes, ReactNode } from "react";
import { safeHref } from "../../contracts/safe-url.ts";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string | undefined; children: ReactNode };

/**
 * An anchor whose href is checked once more at render (schemas already reject unsafe URLs):
 * an unsafe one renders as plain text. A new-tab link gets `rel="noopener noreferrer"`.
 */
export function SafeLink({ href, target, rel, children, ...rest }: Props) {
  const safe = safeHref(href);
  if (!safe) return <span className={rest.className}>{children}</span>;
  return (
    <a href={safe} target={target} rel={target === "_blank" ? "noopener noreferrer" : rel} {...rest}>
      {children}
    </a>
  );
}
