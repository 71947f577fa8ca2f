import type { PerBreakpoint } from "../types.ts";

/** `hide-sm hide-lg` for `{ sm: true, lg: true }`: visibility is CSS only, so SSR and hydration agree. */
export function hideClasses(hide: PerBreakpoint<boolean> | undefined): string {
  if (!hide) return "";
  return (["sm", "md", "lg"] as const)
    .filter((breakpoint) => hide[breakpoint])
    .map((breakpoint) => `hide-${breakpoint}`)
    .join(" ");
}

/** CSS custom properties `--mb-sm` … for per-breakpoint bottom margins, in px. */
export function marginVariables(margins: PerBreakpoint<number> | undefined): Record<string, string> {
  const style: Record<string, string> = {};
  if (!margins) return style;
  for (const breakpoint of ["sm", "md", "lg"] as const) {
    const value = margins[breakpoint];
    if (value !== undefined) style[`--mb-${breakpoint}`] = `${value}px`;
  }
  return style;
}
