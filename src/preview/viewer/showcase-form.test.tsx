// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { ShowcaseForm, type ShowcaseFormProps } from "./showcase-form.tsx";

afterEach(cleanup);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The form on the viewer's path, with the current location shown beside it. */
function renderForm(props: Partial<ShowcaseFormProps> = {}, url = "/en-us/preview/showcase?preview=true") {
  const Stub = createRoutesStub([
    {
      path: "/en-us/preview/showcase",
      Component: () => (
        <>
          <ShowcaseForm values={{ docType: "", layoutVariant: "", limit: 20 }} carried={[["preview", "true"]]} {...props} />
          <LocationProbe />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

const docTypeInput = () => screen.getByLabelText("Doc type");
const location = () => screen.getByTestId("location").textContent;

describe("ShowcaseForm", () => {
  test("labelled fields, the limit choices and a Go button", () => {
    renderForm({ values: { docType: "hero", layoutVariant: "overlay", limit: 50 } });
    expect((docTypeInput() as HTMLInputElement).value).toBe("hero");
    expect((screen.getByLabelText("Layout variant (optional)") as HTMLInputElement).value).toBe("overlay");
    const limit = screen.getByLabelText("Limit") as HTMLSelectElement;
    expect([...limit.options].map((option) => option.value)).toEqual(["10", "20", "50"]);
    expect(limit.value).toBe("50");
    expect(screen.getByRole("button", { name: "Go" })).toBeTruthy();
    expect(docTypeInput().getAttribute("aria-invalid")).toBeNull();
  });

  test.each([[""], ["   "]])("Go with doc type %j shows the message next to the field and stays on the page", async (value) => {
    renderForm();
    fireEvent.change(docTypeInput(), { target: { value } });
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    const message = await screen.findByText("Doc type is required");
    expect(docTypeInput().getAttribute("aria-invalid")).toBe("true");
    expect(docTypeInput().getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    expect(document.activeElement).toBe(docTypeInput());
    expect(location()).toBe("/en-us/preview/showcase?preview=true");
  });

  test("the message goes once the field has a doc type", async () => {
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    await screen.findByText("Doc type is required");
    fireEvent.change(docTypeInput(), { target: { value: "hero" } });
    expect(screen.queryByText("Doc type is required")).toBeNull();
    expect(docTypeInput().getAttribute("aria-invalid")).toBeNull();
  });

  test("Go puts the fields in the query, keeping preview mode", async () => {
    renderForm();
    fireEvent.change(docTypeInput(), { target: { value: "hero" } });
    fireEvent.change(screen.getByLabelText("Limit"), { target: { value: "10" } });
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    await screen.findByText("/en-us/preview/showcase?preview=true&docType=hero&layoutVariant=&limit=10");
    expect(screen.queryByText("Doc type is required")).toBeNull();
  });

  test("a message found by the server shows at once", () => {
    renderForm({ error: "Doc type is required" });
    expect(screen.getByText("Doc type is required")).toBeTruthy();
    expect(docTypeInput().getAttribute("aria-invalid")).toBe("true");
  });
});
