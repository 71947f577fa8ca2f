// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { axeViolations } from "../../../blocks/article-grid/testing/render-article-block.tsx";
import { productFixture, sizeChartFixture } from "./testing/product-info-fixtures.ts";
import { renderProductInfo, stubProductInfoRoutes } from "./testing/render-product-info.tsx";

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary = (name: string) => screen.getByText(name, { selector: "summary" });
const open = async (name: string) => {
  const details = summary(name).parentElement as HTMLDetailsElement;
  // jsdom toggles `open` on a summary's click and fires "toggle" asynchronously.
  await act(async () => fireEvent.click(summary(name)));
  await waitFor(() => expect(details.open).toBe(true));
  return details;
};

describe("product information", () => {
  test("details open with the description; specifications as a definition list", async () => {
    stubProductInfoRoutes({ sets: [] });
    const { container } = renderProductInfo(productFixture());
    const details = summary("Details").parentElement as HTMLDetailsElement;
    expect(details.open).toBe(true);
    expect(within(details).getByText(/3-layer GORE-TEX Pro shell for everyday storms/)).toBeTruthy();

    const specifications = await open("Specifications");
    const terms = [...specifications.querySelectorAll("dt")].map((term) => term.textContent);
    const values = [...specifications.querySelectorAll("dd")].map((value) => value.textContent);
    expect(terms).toEqual(["Material", "Waterproof rating", "Breathability", "Fit", "Weight"]);
    expect(values[0]).toBe("3-layer GORE-TEX Pro");
    expect(await axeViolations(container)).toEqual([]);
  });

  test("without attributes the specifications say so", async () => {
    stubProductInfoRoutes({ sets: [] });
    renderProductInfo(productFixture({ attributes: [] }));
    const specifications = await open("Specifications");
    expect(specifications.querySelector("dl")).toBeNull();
    expect(within(specifications).getByText("No specifications for this product.")).toBeTruthy();
  });

  test("the size chart of the product's type is asked only when its section opens", async () => {
    const routes = stubProductInfoRoutes({ chart: sizeChartFixture(), sets: [] });
    const { container } = renderProductInfo(productFixture());
    await act(async () => {});
    expect(routes.paths).toEqual([]);

    const section = await open("Size chart");
    await waitFor(() => expect(within(section).getByRole("table")).toBeTruthy());
    expect(routes.paths).toContain("/fapi/components/size-chart/tops?siteId=RL-US");
    const table = within(section).getByRole("table");
    expect(within(table).getByText("Tops and jackets: body measurements in inches")).toBeTruthy();
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Size", "Chest (in)", "Waist (in)"]);
    const small = within(table).getByRole("rowheader", { name: "S" }).closest("tr")!;
    expect([...small.querySelectorAll("td")].map((cell) => cell.textContent)).toEqual(["33.75–37", "28–31"]);
    expect(await axeViolations(container)).toEqual([]);
  });

  test("a failing size chart says it is unavailable", async () => {
    stubProductInfoRoutes({ sets: [] });
    renderProductInfo(productFixture());
    const section = await open("Size chart");
    await waitFor(() => expect(within(section).getByRole("status").textContent).toBe("Size chart unavailable"));
  });

  test("a product without a size chart (a pack) has no size chart section", () => {
    stubProductInfoRoutes({ sets: [] });
    renderProductInfo(productFixture({ name: "Daypack 22", category: { id: "100410", name: "Daypacks", url: "/en-us/c/daypacks-100410", path: [{ id: "100400", name: "Packs", slug: "packs", url: "/en-us/c/packs-100400" }] } }));
    expect(screen.queryByText("Size chart", { selector: "summary" })).toBeNull();
  });

  test("in French and German", () => {
    stubProductInfoRoutes({ sets: [] });
    renderProductInfo(productFixture({ siteId: "RL-CAFR" }), "RL-CAFR");
    expect(summary("Caractéristiques")).toBeTruthy();
    expect(summary("Guide des tailles")).toBeTruthy();
    cleanup();
    renderProductInfo(productFixture({ siteId: "RL-DE" }), "RL-DE");
    expect(summary("Technische Daten")).toBeTruthy();
    expect(summary("Größentabelle")).toBeTruthy();
  });

  test("without the product's data it renders nothing", () => {
    const { container } = renderProductInfo(undefined);
    expect(container.innerHTML).toBe("");
  });
});
