import { createContext, useContext, type ReactNode } from "react";

/**
 * The mega menu's feature flags. Flags are environment variables `FEATURE_*` read on the server
 * (as `FEATURE_CLIENT_INGEST` in server/fapi-ingest.ts: `true` or `1` is on); the site layout's
 * loader reads them and hands the values to the browser with its data, and this context brings
 * them to the menu wherever it renders (site header or a content page).
 */
export interface MegaMenuFlags {
  /** Mobile accordion: an L2 section starts with a "shop all" link to the L2 itself. */
  mobileL3ShopAll: boolean;
}

/** Environment variable of `mobileL3ShopAll`. */
export const MOBILE_L3_SHOP_ALL_FLAG = "FEATURE_MEGA_MENU_MOBILE_L3_SHOP_ALL";

export const DEFAULT_MEGA_MENU_FLAGS: MegaMenuFlags = { mobileL3ShopAll: false };

const isOn = (value: string | undefined) => value === "true" || value === "1";

/** The flags from an environment (server only: pass `process.env`). */
export function megaMenuFlagsFromEnv(env: Record<string, string | undefined>): MegaMenuFlags {
  return { mobileL3ShopAll: isOn(env[MOBILE_L3_SHOP_ALL_FLAG]) };
}

const MegaMenuFlagsContext = createContext<MegaMenuFlags>(DEFAULT_MEGA_MENU_FLAGS);

export function MegaMenuFlagsProvider({ value, children }: { value: MegaMenuFlags; children: ReactNode }) {
  return <MegaMenuFlagsContext.Provider value={value}>{children}</MegaMenuFlagsContext.Provider>;
}

export function useMegaMenuFlags(): MegaMenuFlags {
  return useContext(MegaMenuFlagsContext);
}
