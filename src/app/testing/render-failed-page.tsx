import type { ComponentType } from "react";
import { render } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";

/**
 * Tests only: `boundary` showing a page at `path` whose loader failed with `status` (500 thrown
 * as an error, the others as a response without data: a 404 without the site's error page).
 */
export function renderFailedPage(boundary: ComponentType, path: string, status: number) {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => null,
      HydrateFallback: () => null,
      ErrorBoundary: boundary,
      loader: () => {
        throw status === 500 ? new Error("the content service is down") : data(null, { status });
      },
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}
