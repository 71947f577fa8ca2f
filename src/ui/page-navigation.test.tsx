// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { documentNavigation, PageLink, PageNavigationProvider, usePageNavigation, type PageNavigation } from "./page-navigation.tsx";

afterEach(cleanup);

const navigationOf = (inApp: boolean): PageNavigation => ({ pathname: "/en-us", search: "", key: "k", navigate: vi.fn(), revalidate: vi.fn(async () => {}), inApp });

describe("PageLink", () => {
  test.each([
    ["a plain click on an app page: followed in the page", true, {}, undefined, true],
    ["a plain click on a document page: the browser loads the document", false, {}, undefined, false],
    ["a click with ctrl (new tab): the browser's", true, { ctrlKey: true }, undefined, false],
    ["a click with shift (new window): the browser's", true, { shiftKey: true }, undefined, false],
    ["a middle click: the browser's", true, { button: 1 }, undefined, false],
    ["a link with a target: the browser's", true, {}, "_blank", false],
  ])("%s", (_case, inApp, click, target, inPage) => {
    const navigation = navigationOf(inApp);
    render(
      <PageNavigationProvider value={navigation}>
        <PageLink href="/en-us/help" target={target}>
          Help
        </PageLink>
      </PageNavigationProvider>,
    );
    const link = screen.getByRole("link", { name: "Help" });
    expect(link.getAttribute("href")).toBe("/en-us/help");
    const followed = fireEvent.click(link, click);
    expect(navigation.navigate).toHaveBeenCalledTimes(inPage ? 1 : 0);
    if (inPage) expect(navigation.navigate).toHaveBeenCalledWith("/en-us/help");
    // fireEvent answers false when the default (the browser following the link) was prevented.
    expect(followed).toBe(!inPage);
  });
});

describe("usePageNavigation", () => {
  function Where() {
    const { pathname, search, inApp } = usePageNavigation();
    return <p>{`${pathname}${search} ${inApp ? "app" : "document"}`}</p>;
  }

  test("without a provider: the document's location, links load documents", () => {
    window.history.replaceState(null, "", "/de-de/hilfe?x=1");
    render(<Where />);
    expect(screen.getByText("/de-de/hilfe?x=1 document")).toBeTruthy();
  });

  test("a document page's navigation reads the location it is given", () => {
    const navigation = documentNavigation({ pathname: "/fr-ca", search: "?a=b" });
    expect([navigation.pathname, navigation.search, navigation.inApp]).toEqual(["/fr-ca", "?a=b", false]);
  });
});
