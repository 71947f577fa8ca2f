// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { axeViolations } from "../../../blocks/article-grid/testing/render-article-block.tsx";
import { createRegistry } from "../../../registry/create-registry.ts";
import { EngineProvider } from "../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../engine/react/testing/render-page.tsx";
import type { ProductSetAnswer } from "../../catalogue/product-set-queries.ts";
import { productSetFixture } from "../product-info/testing/product-info-fixtures.ts";
import ProductSet from "./product-set.tsx";

afterEach(cleanup);

function renderSets(data: ProductSetAnswer[] | undefined) {
  const page = pageContext({ siteId: "RL-US", localePath: "en-us", pathname: "/en-us/p/mens-cascade-rain-jacket-RLSH1001", productId: "RLSH1001" });
  return render(
    <EngineProvider value={{ registry: createRegistry([]), page }}>
      <ProductSet productId="RLSH1001" blockId="set-under-test" data={data} />
    </EngineProvider>,
  );
}

describe("product set (complete the set)", () => {
  test("the set's other products as tiles with picture, name, price and link, from the server's data", async () => {
    const { container } = renderSets([productSetFixture()]);
    const list = screen.getByRole("list", { name: "Products of the set Rain-ready hiker" });
    expect(screen.getByRole("heading", { name: "Complete the set" })).toBeTruthy();
    const links = within(list).getAllByRole("link");
    // The product itself is left out.
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/en-us/p/mens-summit-rain-pants-RLXI1QIP", "/en-us/p/mens-ridge-trail-mid-gtx-boot-RLBD11SG", expect.stringMatching(/RLK7MTFG$/)]);
    const pants = links[0]!;
    expect(pants.textContent).toContain("Men's Summit Rain Pants");
    expect(pants.querySelector("img")?.getAttribute("src")).toBe("/media/products/RLXI1QIP/BLK-front.svg");
    expect(pants.querySelector("img")?.getAttribute("alt")).toBe("");
    expect(within(pants).getByText("Price $105.00")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  test.each([
    ["in no set", []],
    ["sets that failed", undefined],
  ])("%s: nothing", (_, data) => {
    renderSets(data);
    expect(screen.queryByText("Complete the set")).toBeNull();
  });
});
