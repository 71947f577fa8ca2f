export const DEFAULT_SKELETON_HEIGHT = 240;

/** Reserved space for a block whose code or data is still on its way: no layout shift. */
export function BlockSkeleton({ height = DEFAULT_SKELETON_HEIGHT }: { height?: number }) {
  return <div className="block-skeleton" style={{ minHeight: height }} aria-hidden="true" />;
}
