import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useInRouterContext, useLocation, useNavigate } from "react-router";
import { searchWithStep, stepOfSearch, type CheckoutStep } from "./checkout-steps.ts";

/**
 * The checkout's step as the URL holds it (`?step=shipping|billing|summary`): through React
 * Router in the app (back and forward are the router's), through the history API where there is
 * no router (Storybook, tests).
 */
export interface CheckoutLocation {
  /** The step the URL asks for, if any. */
  requested: CheckoutStep | undefined;
  /** Goes to a step: a new history entry (back returns), or the current one replaced. */
  go: (step: CheckoutStep, options?: { replace?: boolean }) => void;
  /** Goes to another page of the site. */
  navigate: (href: string) => void;
}

const LocationContext = createContext<CheckoutLocation | undefined>(undefined);

function RouterLocation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const value = useMemo<CheckoutLocation>(
    () => ({
      requested: stepOfSearch(location.search),
      go: (step, options = {}) => {
        if (stepOfSearch(location.search) === step) return;
        void navigate({ pathname: location.pathname, search: searchWithStep(location.search, step) }, { replace: options.replace, preventScrollReset: true });
      },
      navigate: (href) => void navigate(href),
    }),
    [location.pathname, location.search, navigate],
  );
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

function HistoryLocation({ children }: { children: ReactNode }) {
  const [search, setSearch] = useState(() => window.location.search);
  useEffect(() => {
    const sync = () => setSearch(window.location.search);
    window.addEventListener("popstate", sync);
    return () => window.removeEventListener("popstate", sync);
  }, []);
  const go = useCallback((step: CheckoutStep, options: { replace?: boolean } = {}) => {
    if (stepOfSearch(window.location.search) === step) return;
    const url = `${window.location.pathname}${searchWithStep(window.location.search, step)}`;
    if (options.replace) window.history.replaceState(window.history.state, "", url);
    else window.history.pushState(null, "", url);
    setSearch(window.location.search);
  }, []);
  const value = useMemo<CheckoutLocation>(() => ({ requested: stepOfSearch(search), go, navigate: (href) => window.location.assign(href) }), [search, go]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

/** Provides the checkout's location (browser only: the server renders the shell without it). */
export function CheckoutLocationProvider({ children }: { children: ReactNode }) {
  return useInRouterContext() ? <RouterLocation>{children}</RouterLocation> : <HistoryLocation>{children}</HistoryLocation>;
}

export function useCheckoutLocation(): CheckoutLocation {
  const value = useContext(LocationContext);
  if (!value) throw new Error("useCheckoutLocation needs a CheckoutLocationProvider");
  return value;
}
