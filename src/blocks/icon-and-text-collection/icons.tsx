import type { IconDir } from "./icon-names.ts";

/** A circle as a path (the drawings are lists of stroked paths). */
const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/** 24×24 line drawings, stroked in the text colour. */
const DRAWINGS: Record<IconDir, Record<string, string[]>> = {
  ui: {
    shipping: ["M2 6h12v10H2z", "M14 9h4.5L22 12.5V16h-8", circle(6, 17.5, 1.75), circle(17.5, 17.5, 1.75)],
    returns: ["M9 14L4 9l5-5", "M4 9h10.5a5.5 5.5 0 0 1 0 11H11"],
    repair: ["M14.7 6.3a4 4 0 0 0-5.2 5.2L3.3 17.7a1.8 1.8 0 0 0 2.5 2.5L12 14a4 4 0 0 0 5.2-5.2l-2.6 2.6-2.3-.5-.5-2.3z"],
    warranty: ["M12 3l8 3v6c0 4.8-3.4 8-8 9-4.6-1-8-4.2-8-9V6z", "M8.5 12l2.5 2.5 4.5-5"],
    recycled: ["M5 20c0-8.5 6-14.5 15-15 0 9.5-6 15-14.5 15", "M5 20l7.5-7.5"],
    support: ["M4 5h16v11H9.5L5 20v-4H4z", "M8 10h8", "M8 13h5"],
    store: ["M12 21s-7-6.3-7-11.5a7 7 0 0 1 14 0C19 14.7 12 21 12 21z", circle(12, 9.5, 2.5)],
    secure: ["M5 11h14v10H5z", "M8 11V8a4 4 0 0 1 8 0v3", "M12 15v2"],
  },
  activity: {
    hiking: ["M2 20l6.5-11 4 6.5 3-4.5L22 20z", "M8.5 9l1.5 2.5"],
    camping: ["M2 20h20", "M12 4L4 20", "M12 4l8 16", "M12 12l-3.5 8", "M12 12l3.5 8"],
    running: ["M3 15.5h18V19H3z", "M3 15.5l1.5-6 4 2 2.5-1.5 4 3.5 6 1v1", "M9 11l1.5 2", "M11.5 10l1.5 2"],
    climbing: ["M9 3h6a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H9a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z", "M9 7v8"],
    snow: ["M12 3v18", "M4.2 7.5l15.6 9", "M4.2 16.5l15.6-9", "M9.5 4.5L12 7l2.5-2.5", "M9.5 19.5L12 17l2.5 2.5"],
  },
};

/** The icon `name` of `dir` (validated by the schema), decorative: the text next to it says what it means. */
export function Icon({ dir, name, className }: { dir: IconDir; name: string; className?: string }) {
  const paths = DRAWINGS[dir][name] ?? [];
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {paths.map((d, index) => (
        <path key={index} d={d} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      ))}
    </svg>
  );
}
