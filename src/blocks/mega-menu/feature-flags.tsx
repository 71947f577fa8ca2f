import { createContext, useContext, type ReactNode } from "react";

/**
 * The mega menu's feature flags. Flags are environment variables `FEATURE_*` read once by the
 * storefront's configuration (server/config.ts: `FEATURE_MEGA_MENU_MOBILE_L3_SHOP_ALL`); the
 * site layout's loader hands the values to the browser with its data, and this context brings
 * them to the menu wherever it renders (site header or a content page).
 */
export interface MegaMenuFlags {
  /** Mobile accordion: an L2 section starts with a "shop all" link to the L2 itself. */
  mobileL3ShopAll: boolean;
}

export const DEFAULT_MEGA_MENU_FLAGS: MegaMenuFlags = { mobileL3ShopAll: false };

const MegaMenuFlagsContext = createContext<MegaMenuFlags>(DEFAULT_MEGA_MENU_FLAGS);

export function MegaMenuFlagsProvider({ value, children }: { value: MegaMenuFlags; children: ReactNode }) {
  return <MegaMenuFlagsContext.Provider value={value}>{children}</MegaMenuFlagsContext.Provider>;
}

export function useMegaMenuFlags(): MegaMenuFlags {
  return useContext(MegaMenuFlagsContext);
}
