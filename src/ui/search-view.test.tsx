// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { SearchViewProvider, useSearchView, type SearchView } from "./search-view.tsx";

afterEach(cleanup);

/** Renders the view's state and hands out the view for the test to act on. */
function Probe({ into }: { into: { view?: SearchView } }) {
  const view = useSearchView();
  into.view = view;
  return <p>{`${view.open ? "open" : "closed"}:${view.term}`}</p>;
}

test("outside any provider: closed, with setters that do nothing", () => {
  const probe: { view?: SearchView } = {};
  render(<Probe into={probe} />);
  act(() => probe.view!.setOpen(true));
  expect(screen.getByText("closed:")).toBeTruthy();
});

test("the provider keeps open state and term; defaults to closed and empty", () => {
  const probe: { view?: SearchView } = {};
  render(
    <SearchViewProvider>
      <Probe into={probe} />
    </SearchViewProvider>,
  );
  expect(screen.getByText("closed:")).toBeTruthy();
  act(() => probe.view!.setOpen(true));
  act(() => probe.view!.setTerm("down jacket"));
  expect(screen.getByText("open:down jacket")).toBeTruthy();
});

test("a new reset key (a navigation) closes the view and keeps the term", () => {
  const probe: { view?: SearchView } = {};
  const ui = (key: string) => (
    <SearchViewProvider defaultOpen defaultTerm="boots" resetKey={key}>
      <Probe into={probe} />
    </SearchViewProvider>
  );
  const { rerender } = render(ui("/en-us"));
  expect(screen.getByText("open:boots")).toBeTruthy();
  rerender(ui("/en-us"));
  expect(screen.getByText("open:boots")).toBeTruthy();
  rerender(ui("/en-us/journal"));
  expect(screen.getByText("closed:boots")).toBeTruthy();
});
