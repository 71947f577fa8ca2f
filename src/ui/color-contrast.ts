/**
 * WCAG 2 contrast between two colours, for editor-chosen text and background colours.
 * Only hex colours (#rgb, #rrggbb) can be checked; others (names, rgb(), variables) give undefined.
 */
export const MIN_TEXT_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return undefined;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join("") : match[1]!;
  return [0, 2, 4].map((offset) => parseInt(digits.slice(offset, offset + 2), 16) / 255) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (value: number) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio from 1 to 21, or undefined when a colour is not a hex colour. */
export function contrastRatio(foreground: string, background: string): number | undefined {
  const a = channels(foreground);
  const b = channels(background);
  if (!a || !b) return undefined;
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
