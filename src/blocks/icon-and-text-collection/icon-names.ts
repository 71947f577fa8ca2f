/**
 * The icon set of the icon-and-text collection, by folder (`dir`) and name (content spec §3:
 * "icon with dir and icon name"). Names only: the drawings live in icons.tsx, loaded with the
 * component, so the schema stays small.
 */
export const ICON_NAMES = {
  ui: ["shipping", "returns", "repair", "warranty", "recycled", "support", "store", "secure"],
  activity: ["hiking", "camping", "running", "climbing", "snow"],
} as const;

export type IconDir = keyof typeof ICON_NAMES;
export const ICON_DIRS = Object.keys(ICON_NAMES) as [IconDir, ...IconDir[]];

export function isKnownIcon(dir: IconDir, name: string): boolean {
  return (ICON_NAMES[dir] as readonly string[]).includes(name);
}
