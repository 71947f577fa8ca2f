import type { BlockComponentProps } from "../../registry/define-block.ts";
import { useEngine } from "../../engine/react/engine-context.tsx";
import type { PopUpItem, PopUpProps } from "./schema.ts";
import { popUpStrings } from "./popup-strings.ts";
import { PopUpView } from "./popup-view.tsx";
import { usePopUpDisplay } from "./use-popup-display.ts";

/**
 * A pop-up placed on a page by hand. It follows the manager's rules: its block id is its
 * pop-up id (dismissals are remembered by it), it shows unless dismissed, after hydration,
 * and never while another pop-up is on screen.
 */
export default function PopUpBlock({ blockId, data: _data, ...fields }: BlockComponentProps<PopUpProps>) {
  const { page } = useEngine();
  const popUps: PopUpItem[] = [{ ...fields, id: blockId }];
  const { popUp, close } = usePopUpDisplay(blockId, popUps);
  if (!popUp) return null;
  return <PopUpView key={popUp.id} popUp={popUp} strings={popUpStrings(page.siteId)} onClose={close} />;
}
