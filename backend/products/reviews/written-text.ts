import { ApiError } from "../../http/errors.ts";
import type { Shopper } from "../shopper.ts";

/** Characters as a shopper counts them (code points: an emoji is one), after trimming. */
export function textLength(text: string): number {
  return [...text.trim()].length;
}

/** 400 REV410 ("review too long", commerce spec §8) when written text is longer than `maxLength`. */
export function checkTextLength(text: string, maxLength: number, field: string): void {
  const length = textLength(text);
  if (length > maxLength) throw new ApiError(400, "REV410", `${field}: ${length} characters; at most ${maxLength}`, { field, maxLength });
}

/** The name shown with what a shopper writes: given, else a member's own; a guest must give one (400 ATTR300). */
export function requireNickname(nickname: string | undefined, shopper: Shopper): string {
  const name = nickname ?? shopper.defaultNickname;
  if (!name) throw new ApiError(400, "ATTR300", "nickname: required for a guest", { field: "nickname" });
  return name;
}
