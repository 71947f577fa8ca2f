import { createContext, useContext } from "react";
import { analytics, type AnalyticsBus } from "./event-bus.ts";

/** The bus blocks publish to: the page's by default; stories and tests provide their own. */
export const AnalyticsContext = createContext<AnalyticsBus>(analytics);

export function useAnalytics(): AnalyticsBus {
  return useContext(AnalyticsContext);
}
