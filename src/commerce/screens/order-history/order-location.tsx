import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useInRouterContext, useLocation, useNavigate } from "react-router";
import { orderNumberOf } from "./order-queries.ts";

/**
 * The order whose details are shown, as the URL holds it (`?order=RL12345678`): a link to it can
 * be shared or reloaded, and back returns to the list. Through React Router in the app, through
 * the history API where there is no router (Storybook, tests).
 */
export interface OrderLocation {
  /** The order the URL names, if it names one. */
  orderNumber: string | undefined;
  /** Shows an order's details (a new history entry), or the list again (undefined). */
  select: (orderNumber: string | undefined) => void;
  /** The URL of an order's details, for a link. */
  hrefOf: (orderNumber: string) => string;
}

const PARAM = "order";
const LocationContext = createContext<OrderLocation | undefined>(undefined);

/** The query string with `order` set to `orderNumber`, or removed; other parameters kept. */
export function searchWithOrder(search: string, orderNumber: string | undefined): string {
  const params = new URLSearchParams(search);
  if (orderNumber) params.set(PARAM, orderNumber);
  else params.delete(PARAM);
  const text = params.toString();
  return text ? `?${text}` : "";
}

const orderOfSearch = (search: string) => orderNumberOf(new URLSearchParams(search).get(PARAM));

function RouterLocation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const value = useMemo<OrderLocation>(
    () => ({
      orderNumber: orderOfSearch(location.search),
      select: (orderNumber) => void navigate({ pathname: location.pathname, search: searchWithOrder(location.search, orderNumber) }, { preventScrollReset: true }),
      hrefOf: (orderNumber) => `${location.pathname}${searchWithOrder(location.search, orderNumber)}`,
    }),
    [location.pathname, location.search, navigate],
  );
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

function HistoryLocation({ initialSearch, children }: { initialSearch: string; children: ReactNode }) {
  const [search, setSearch] = useState(() => (typeof window === "undefined" ? initialSearch : window.location.search));
  useEffect(() => {
    const sync = () => setSearch(window.location.search);
    window.addEventListener("popstate", sync);
    return () => window.removeEventListener("popstate", sync);
  }, []);
  const select = useCallback((orderNumber: string | undefined) => {
    window.history.pushState(null, "", `${window.location.pathname}${searchWithOrder(window.location.search, orderNumber)}`);
    setSearch(window.location.search);
  }, []);
  const value = useMemo<OrderLocation>(
    () => ({ orderNumber: orderOfSearch(search), select, hrefOf: (orderNumber) => searchWithOrder(search, orderNumber) }),
    [search, select],
  );
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

/** Provides the selected order; `initialSearch` (the page's query) serves a render without a router or a window. */
export function OrderLocationProvider({ initialSearch, children }: { initialSearch: string; children: ReactNode }) {
  return useInRouterContext() ? <RouterLocation>{children}</RouterLocation> : <HistoryLocation initialSearch={initialSearch}>{children}</HistoryLocation>;
}

export function useOrderLocation(): OrderLocation {
  const value = useContext(LocationContext);
  if (!value) throw new Error("useOrderLocation needs an OrderLocationProvider");
  return value;
}
