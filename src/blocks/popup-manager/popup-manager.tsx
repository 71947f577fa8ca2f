import { useMemo } from "react";
import type { BlockComponentProps } from "../../registry/define-block.ts";
import { useEngine } from "../../engine/react/engine-context.tsx";
import { popUpStrings } from "../popup/popup-strings.ts";
import { PopUpView } from "../popup/popup-view.tsx";
import { popUpsOfCategory } from "../popup/popup-rules.ts";
import { usePopUpDisplay } from "../popup/use-popup-display.ts";
import type { PopUpList } from "./popup-list.ts";
import type { PopUpManagerProps } from "./schema.ts";

/**
 * Shows the site's first pop-up that the shopper has not dismissed (content spec §4), a
 * newsletter or an account registration pop-up. Nothing on the server, nothing when the
 * pop-ups failed to load or were all dismissed.
 */
export default function PopUpManager({ blockId, category, data }: BlockComponentProps<PopUpManagerProps, PopUpList>) {
  const { page } = useEngine();
  const popUps = useMemo(() => popUpsOfCategory(data?.items ?? [], category), [data, category]);
  const { popUp, close } = usePopUpDisplay(blockId, popUps);
  if (!popUp) return null;
  return <PopUpView key={popUp.id} popUp={popUp} strings={popUpStrings(page.siteId)} onClose={close} />;
}
