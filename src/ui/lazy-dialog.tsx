import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";

/**
 * A dialog whose code (and Radix's) loads when it first opens, not with the page: `load` imports
 * the dialog component, which takes `open` like the real one. Until the first opening nothing
 * renders; afterwards the dialog stays mounted, so that it closes (and gives focus back) as
 * Radix does. A page whose shopper opens no dialog downloads none.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    useEffect(() => {
      if (props.open) setOpened(true);
    }, [props.open]);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
