import { useEffect, useRef, useState, type ReactNode } from "react";
import { BlockSkeleton } from "./block-skeleton.tsx";

/**
 * Lazy blocks and sections start loading when they come this close to the viewport: Chrome's
 * own distance for `loading="lazy"` images on a fast connection. At 200px a shopper scrolling a
 * phone at an ordinary pace reached the skeleton before its code and data had arrived, and the
 * block, taller than its skeleton, pushed down what was on screen (a layout shift of 0.18 to
 * 0.79 on the home and campaign pages); loaded this far ahead, it renders below the fold.
 */
export const LAZY_ROOT_MARGIN = "1250px 0px";

/**
 * Kept server HTML is enhanced (registry/define-block.ts `enhance`) when it comes this close: an
 * enhancement changes no size, so it loads late and leaves the first screen's bandwidth alone.
 */
export const ENHANCE_ROOT_MARGIN = "200px";

/**
 * Renders a skeleton of reserved height (also on the server), named by the block type it stands
 * for (its styles come with its code, after the page's), and mounts its children once
 * the skeleton comes within `LAZY_ROOT_MARGIN` of the viewport.
 */
export function LazyMount({ blockType, height, children }: { blockType: string; height?: number; children: ReactNode }) {
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (near) return <>{children}</>;
  return (
    <div ref={placeholder} data-lazy-placeholder={blockType}>
      <BlockSkeleton height={height} />
    </div>
  );
}
