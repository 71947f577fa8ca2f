import { useCallback } from "react";
import type { PopUpItem } from "./schema.ts";
import { dismissPopUp, useDismissedPopUps } from "./dismissed-popups.ts";
import { selectPopUp } from "./popup-rules.ts";
import { popUpClosed, usePopUpTurn } from "./popup-slot.ts";

/**
 * The pop-up a block shows now, out of `popUps`: the first one not dismissed (content spec §4),
 * once the dismissed list is known (never on the server), and only when it is this block's
 * turn (see `popup-slot.ts`: one on screen, none after the shopper closed one in this page
 * view). Closing it appends its id to the persisted dismissed list.
 */
export function usePopUpDisplay(key: string, popUps: readonly PopUpItem[]): { popUp: PopUpItem | undefined; close: () => void } {
  const dismissed = useDismissedPopUps();
  const candidate = dismissed === undefined ? undefined : selectPopUp(popUps, dismissed);
  const onScreen = usePopUpTurn(key, candidate !== undefined);
  const candidateId = candidate?.id;
  const close = useCallback(() => {
    if (candidateId !== undefined) dismissPopUp(candidateId);
    popUpClosed();
  }, [candidateId]);
  return { popUp: onScreen ? candidate : undefined, close };
}
