// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { axeViolations } from "../../../blocks/article-grid/testing/render-article-block.tsx";
import { AddressFields, addressErrors, addressFieldOf, addressFromForm } from "./address-form.tsx";
import type { AddressBody } from "../../api/client-checkout.ts";

afterEach(cleanup);

const HOME: AddressBody = {
  recipientFirstName: "Ada",
  recipientLastName: "Lovelace",
  addressLine1: "1 Main St",
  city: "Springfield",
  stateCityProvDept: "IL",
  postalCode: "62701",
  country: "US",
  recipientContactPhone: "+12175550123",
  recipientContactEmail: "ada@example.com",
};

function renderForm(props: Partial<Parameters<typeof AddressFields>[0]> = {}) {
  return render(
    <form aria-label="Address" data-testid="form">
      <AddressFields siteId="RL-US" idPrefix="shipping" withEmail {...props} />
    </form>,
  );
}
const formData = () => new FormData(screen.getByTestId("form") as HTMLFormElement);

describe("address fields", () => {
  test("labelled fields with the site's country read-only, a state list for the US, the phone in the site's mask", async () => {
    const { container } = renderForm({ defaultValue: HOME });
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Ada");
    expect((screen.getByLabelText("Country") as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText("Country") as HTMLInputElement).value).toBe("United States");
    expect((screen.getByLabelText("State") as HTMLSelectElement).value).toBe("IL");
    expect((screen.getByLabelText("Phone") as HTMLInputElement).value).toBe("(217) 555 - 0123");
    expect(addressFromForm(formData(), "shipping")).toEqual({ ...HOME });
    expect(await axeViolations(container)).toEqual([]);
  });

  test("a typed phone is rewritten into the mask on blur and sent in E.164", () => {
    renderForm();
    const phone = screen.getByLabelText("Phone") as HTMLInputElement;
    fireEvent.change(phone, { target: { value: "217 555 0199" } });
    fireEvent.blur(phone);
    expect(phone.value).toBe("(217) 555 - 0199");
    expect(addressFromForm(formData(), "shipping").recipientContactPhone).toBe("+12175550199");
  });

  test("errors are tied to their fields", () => {
    renderForm({ errors: { postalCode: "Enter a valid postal code" } });
    const postal = screen.getByLabelText("ZIP code");
    expect(postal.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(postal.getAttribute("aria-describedby")!)!.textContent).toContain("Enter a valid postal code");
  });

  test("the UK form: a county instead of a state, the leading zero dropped after 44", () => {
    renderForm({ siteId: "RL-GB" });
    expect(screen.getByLabelText("County (optional)")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Phone"), { target: { value: "07700 900123" } });
    expect(addressFromForm(formData(), "shipping")).toMatchObject({ country: "GB", recipientContactPhone: "+447700900123" });
  });
});

describe("addressErrors", () => {
  const cases: [string, string, Partial<AddressBody>, Record<string, string>][] = [
    ["a complete US address", "RL-US", {}, {}],
    ["no state in the US", "RL-US", { stateCityProvDept: undefined }, { stateCityProvDept: "This field is required" }],
    ["a bad ZIP code", "RL-US", { postalCode: "1234" }, { postalCode: "Enter a valid postal code" }],
    ["a ZIP+4", "RL-US", { postalCode: "62701-1234" }, {}],
    ["a short phone", "RL-US", { recipientContactPhone: "555 0123" }, { recipientContactPhone: "A valid phone number is required" }],
    ["an empty phone the form asked for", "RL-US", { recipientContactPhone: "" }, { recipientContactPhone: "This field is required" }],
    ["no phone field", "RL-US", { recipientContactPhone: undefined }, {}],
    ["a bad email", "RL-US", { recipientContactEmail: "ada@localhost" }, { recipientContactEmail: "Email is not valid" }],
    ["digits in a name", "RL-US", { recipientFirstName: "Ada1" }, { recipientFirstName: "Name is not valid." }],
    ["no city, in French", "RL-CAFR", { city: "", country: "CA", stateCityProvDept: "QC", postalCode: "H2X 1Y4" }, { city: "Ce champ est obligatoire" }],
    ["a Canadian postal code without its space", "RL-CA", { country: "CA", stateCityProvDept: "ON", postalCode: "M5V3L9" }, {}],
    ["a UK postcode, no county", "RL-GB", { country: "GB", stateCityProvDept: undefined, postalCode: "SW1A 1AA", recipientContactPhone: "+447700900123" }, {}],
    ["a German postcode of four digits", "RL-DE", { country: "DE", stateCityProvDept: undefined, postalCode: "1011", recipientContactPhone: "+4915123456789" }, { postalCode: "Geben Sie eine gültige Postleitzahl ein" }],
  ];
  test.each(cases)("%s", (_name, siteId, change, expected) => {
    expect(addressErrors({ ...HOME, ...change }, siteId)).toEqual(expected);
  });

  test("server field names map to form fields", () => {
    expect(["postalCode", "address.city", "shippingAddress.addressLine1", "phone", "address.phone", "cartId", undefined].map(addressFieldOf)).toEqual([
      "postalCode",
      "city",
      "addressLine1",
      "recipientContactPhone",
      "recipientContactPhone",
      undefined,
      undefined,
    ]);
  });
});
