import { useCallback, useContext, useMemo, type ReactNode } from "react";
import { UNSAFE_DataRouterContext, useLocation, useNavigate } from "react-router";
import { PageNavigationProvider, type PageNavigation } from "../../ui/page-navigation.tsx";

/**
 * The page navigation of the app's pages (decision 0041): React Router's location, navigation and
 * revalidation. Under a router without data (a test's MemoryRouter) revalidation is a reload.
 */
export function RouterPageNavigation({ children }: { children: ReactNode }) {
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  const dataRouter = useContext(UNSAFE_DataRouterContext)?.router;
  const revalidate = useCallback(async () => {
    if (dataRouter) await dataRouter.revalidate();
    else window.location.reload();
  }, [dataRouter]);
  const value = useMemo<PageNavigation>(
    () => ({ pathname, search, key, navigate: (href, options) => void navigate(href, { preventScrollReset: options?.keepScroll }), revalidate, inApp: true }),
    [pathname, search, key, navigate, revalidate],
  );
  return <PageNavigationProvider value={value}>{children}</PageNavigationProvider>;
}
