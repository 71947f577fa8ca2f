import { describe, expect, test } from "vitest";
import { CommerceApiError } from "../../api/client-transport.ts";
import { GENERIC_ERROR_MESSAGE } from "../../errors/generic-message.ts";
import { validateForm } from "../../../forms/validators.ts";
import { normaliseOrderNumber, trackOrderFailure, trackOrderValidators } from "./track-order-rules.ts";
import { trackOrderStrings } from "./track-order-strings.ts";

const strings = trackOrderStrings("RL-US");
const validators = trackOrderValidators("en", strings);

describe("the tracking form's rules", () => {
  test.each([
    [{ orderNumber: "", email: "" }, { orderNumber: "This field is required", email: "This field is required" }],
    [{ orderNumber: "RL12345678", email: "alex@example.com" }, {}],
    [{ orderNumber: " rl12345678 ", email: " alex@example.com " }, {}],
    [{ orderNumber: "RL1234567", email: "alex@example.com" }, { orderNumber: strings.orderNumberFormat }],
    [{ orderNumber: "12345678", email: "alex@example.com" }, { orderNumber: strings.orderNumberFormat }],
    [{ orderNumber: "RL12345678", email: "alex@localhost" }, { email: "Email is not valid" }],
  ])("%o → %o", (values, errors) => {
    expect(validateForm(values, validators)).toEqual(errors);
  });

  test("the order number as the API writes it", () => {
    expect(normaliseOrderNumber("  rl12345678 ")).toBe("RL12345678");
  });

  test("the French site's messages", () => {
    const french = trackOrderStrings("RL-CAFR");
    expect(validateForm({ orderNumber: "", email: "x" }, trackOrderValidators("fr", french))).toEqual({ orderNumber: "Ce champ est obligatoire", email: "L’adresse courriel n’est pas valide" });
  });
});

describe("what a failed look-up tells", () => {
  const apiError = (errorId: string, status: number) => new CommerceApiError(errorId, status, "the catalogue's words", { method: "POST", path: "/consumers-v3/consumer/TrackOrder" }, undefined);
  test.each([
    [apiError("ORD409", 404), { message: strings.notFound, code: "ORD409" }],
    [apiError("OHS4004", 404), { message: strings.notFound, code: "OHS4004" }],
    [apiError("ORD400", 400), { field: "email", message: strings.wrongEmail, code: "ORD400" }],
    // The attempt limit answers 429 with the id of the miss it counts.
    [apiError("ORD400", 429), { message: strings.tooMany, code: "ORD400" }],
    [apiError("GEN500", 500), { message: "the catalogue's words", code: "GEN500" }],
    [new TypeError("Failed to fetch"), { message: GENERIC_ERROR_MESSAGE }],
  ])("%s", (error, failure) => {
    expect(trackOrderFailure(error, strings, "RL-US")).toEqual(failure);
  });
});
