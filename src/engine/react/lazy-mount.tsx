import { useEffect, useRef, useState, type ReactNode } from "react";
import { BlockSkeleton } from "./block-skeleton.tsx";

/** Lazy blocks and sections start loading when they come this close to the viewport. */
export const LAZY_ROOT_MARGIN = "200px";

/**
 * Renders a skeleton of reserved height (also on the server) and mounts its children once
 * the skeleton comes within 200px of the viewport.
 */
export function LazyMount({ height, children }: { height?: number; children: ReactNode }) {
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
    <div ref={placeholder} data-lazy-placeholder="">
      <BlockSkeleton height={height} />
    </div>
  );
}
