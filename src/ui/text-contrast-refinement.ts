import type { z } from "zod";
import { contrastRatio, MIN_TEXT_CONTRAST } from "./color-contrast.ts";

/** The fields of `T` that hold a colour (a string, possibly unset). */
type ColourField<T> = { [K in keyof T]-?: T[K] extends string | undefined ? K : never }[keyof T] & string;

/** A text colour field checked against a background colour field of the same object. */
export interface TextOnBackground<T> {
  /** The text colour's field: the diagnostic's path. */
  text: ColourField<T>;
  /** The background colour's field. Nothing is checked while it is unset. */
  background: ColourField<T>;
  /**
   * The colour the text shows in while its field is unset: a colour, or one chosen for the
   * background. Without one, nothing is checked while the field is unset.
   */
  fallback?: string | ((background: string) => string);
  /** Names the colour in the message. Defaults to "Text colour". */
  label?: string;
  /**
   * The message up to "has a contrast of", in place of `${label} ${colour} on ${background}`;
   * `written` is the field as the editor wrote it (undefined when the fallback was checked).
   */
  describe?: (colour: string, background: string, written: string | undefined) => string;
}

/**
 * A zod refinement (`schema.superRefine(textContrast(…))`) holding editor-chosen text colours to
 * WCAG AA (4.5:1) on their backgrounds: an unreadable pair is a diagnostic on the text colour's
 * field, "Text colour #aaaaaa on #ffffff has a contrast of 2.32:1; shoppers need at least
 * 4.5:1". Colours that cannot be measured (names, `rgb()`, variables) pass.
 *
 * For block schemas only (the zod import is a type): shoppers never run it.
 */
export function textContrast<T extends object>(...pairs: readonly TextOnBackground<T>[]): (value: T, context: Pick<z.core.$RefinementCtx, "addIssue">) => void {
  return (value, context) => {
    const fields = value as Record<string, string | undefined>;
    for (const { text, background: backgroundField, fallback, label = "Text colour", describe } of pairs) {
      const background = fields[backgroundField];
      if (!background) continue;
      const written = fields[text];
      const colour = written ?? (typeof fallback === "function" ? fallback(background) : fallback);
      if (colour === undefined) continue;
      const ratio = contrastRatio(colour, background);
      if (ratio === undefined || ratio >= MIN_TEXT_CONTRAST) continue;
      const subject = describe ? describe(colour, background, written) : `${label} ${colour} on ${background}`;
      context.addIssue({ code: "custom", path: [text], message: `${subject} has a contrast of ${ratio.toFixed(2)}:1; shoppers need at least ${MIN_TEXT_CONTRAST}:1` });
    }
  };
}
