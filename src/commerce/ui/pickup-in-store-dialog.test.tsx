// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { axeViolations } from "../../blocks/article-grid/testing/render-article-block.tsx";
import { bindCommerce } from "../commerce-access.ts";
import { PickupInStoreDialog } from "./pickup-in-store-dialog.tsx";
import { fakePickupCommerce, type PickupScenario } from "./testing/pickup-store-fakes.ts";

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => cleanup());

function renderDialog(scenario: PickupScenario = "stock-in-one-store", siteId = "RL-US") {
  const fake = fakePickupCommerce(scenario);
  const queryClient = bindCommerce(new QueryClient(), () => fake.client);
  const onChoose = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <PickupInStoreDialog open onOpenChange={onOpenChange} siteId={siteId} productId="RLSH1001BSM" productName="Men's Cascade Rain Jacket" onChoose={onChoose} />
    </QueryClientProvider>,
  );
  return { ...fake, onChoose, onOpenChange };
}

async function searchFor(postalCode: string, button = "Find stores") {
  fireEvent.change(screen.getByLabelText(/Postal code|Code postal|Postleitzahl/), { target: { value: postalCode } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: button })));
}

describe("pickup in store dialog", () => {
  test("a labelled dialog with a postal code field", async () => {
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Pick up in store" });
    expect(within(dialog).getByText("Find a store near you that has Men's Cascade Rain Jacket.")).toBeTruthy();
    expect(within(dialog).getByRole("textbox", { name: "Postal code" })).toBeTruthy();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  test("search lists the stores near the postal code with the variant's stock in each; choosing one calls onChoose", async () => {
    const { calls, onChoose } = renderDialog();
    await searchFor("10012");
    const list = await screen.findByRole("list", { name: "Stores near you" });
    expect(calls).toEqual([
      { name: "searchStores", args: [{ postalCode: "10012", country: "US", siteId: "RL-US", radius: 250, limit: 10 }] },
      { name: "productAvailability", args: ["RLSH1001BSM", ["S1005", "S1001"]] },
    ]);
    expect(screen.getByRole("status").textContent).toBe("2 stores found");
    const [soho, boston] = within(list).getAllByRole("listitem");
    expect(within(soho!).getByRole("heading", { name: "Ridgeline SoHo" })).toBeTruthy();
    expect(within(soho!).getByText("4.3 miles away")).toBeTruthy();
    expect(within(soho!).getByText("Out of stock")).toBeTruthy();
    expect(within(soho!).queryByRole("button")).toBeNull();
    expect(within(boston!).getByText("304 Newbury Street, 02115 Boston")).toBeTruthy();
    expect(within(boston!).getByText("In stock (8)")).toBeTruthy();

    const choose = within(boston!).getByRole("button", { name: "Choose this store" });
    expect(choose.getAttribute("aria-describedby")).toBe(within(boston!).getByRole("heading").id);
    fireEvent.click(choose);
    expect(onChoose).toHaveBeenCalledWith({ storeId: "S1001", storeName: "Ridgeline Boston" });
    expect(await axeViolations(screen.getByRole("dialog"))).toEqual([]);
  });

  test("pressing Enter in the field searches (keyboard only)", async () => {
    const { calls } = renderDialog();
    const field = screen.getByRole("textbox", { name: "Postal code" });
    fireEvent.change(field, { target: { value: "10012" } });
    await act(async () => fireEvent.submit(field.closest("form")!));
    await screen.findByRole("list", { name: "Stores near you" });
    expect(calls[0]?.name).toBe("searchStores");
  });

  test("while searching: a status, the button disabled", async () => {
    renderDialog("slow");
    await searchFor("10012");
    expect(screen.getByRole("status").textContent).toBe("Looking for stores…");
    expect((screen.getByRole("button", { name: "Find stores" }) as HTMLButtonElement).disabled).toBe(true);
  });

  test("no store nearby says so; a failed search shows the catalogue's message as an alert", async () => {
    renderDialog("no-stores");
    await searchFor("10012");
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("No store near this postal code."));
    cleanup();
    renderDialog("search-fails");
    await searchFor("zzzz");
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter a valid postal code.");
    expect(screen.queryByRole("list")).toBeNull();
  });

  test("in German, searching in the site's country", async () => {
    const { calls } = renderDialog("stock-in-one-store", "RL-DE");
    expect(screen.getByRole("dialog", { name: "Im Geschäft abholen" })).toBeTruthy();
    await searchFor("10789", "Geschäfte finden");
    await screen.findByRole("list", { name: "Geschäfte in Ihrer Nähe" });
    expect((calls[0]?.args[0] as { country: string }).country).toBe("DE");
    expect(screen.getAllByRole("button", { name: "Dieses Geschäft wählen" })).toHaveLength(1);
  });

  test("Escape asks to close", async () => {
    const { onOpenChange } = renderDialog();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
