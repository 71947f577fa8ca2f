import { ensureSanitizer } from "#sanitize";
import { popupsAnswer } from "../../../contracts/api/content.ts";
import { popUpItemSchema, type PopUpItem } from "../popup/schema.ts";
import type { PopUpList } from "./popup-list.ts";

/**
 * The site's pop-ups document (`popups/{siteId}` answers `{ items }`) made safe to render:
 * each item is validated like a block (rich text sanitised, unsafe URLs refused); an invalid
 * one is left out and logged with its id and field, the others keep their order. The server
 * does this before answering `/fapi/popups` (server/fapi.ts); browsers never load it
 * (decision 0013).
 */
export function parsePopUps(answer: unknown, siteId: string): PopUpList {
  const { items } = popupsAnswer.parse(answer);
  const valid: PopUpItem[] = [];
  for (const item of items) {
    const parsed = popUpItemSchema.safeParse(item);
    if (parsed.success) valid.push(parsed.data);
    else {
      const issue = parsed.error.issues[0]!;
      console.warn(`[popups] ${siteId} pop-up ${item.id} left out: ${issue.path.join(".") || "(item)"}: ${issue.message}`);
    }
  }
  return { items: valid };
}

/** `parsePopUps` once the rich-text sanitiser is ready (in a browser, a story's, it loads on demand). */
export async function loadPopUps(answer: unknown, siteId: string): Promise<PopUpList> {
  await ensureSanitizer();
  return parsePopUps(answer, siteId);
}
