import { expect, test } from "vitest";
import { serviceProblem } from "./service-problem.ts";
import { apiError, networkError } from "./testing/fake-service-commerce.ts";

const FIELDS = ["productId", "orderNumber", "images"] as const;

test.each([
  ["a field of the form: there, with the catalogue's message", apiError(404, "OHS4004", "This order was not found in your account", { field: "orderNumber" }), { errorId: "OHS4004", message: "We could not find this order.", field: "orderNumber" }],
  ["a refused field: the server's words without the field's name", apiError(400, "ATTR300", "orderNumber: is required for this subject", { field: "orderNumber" }), { errorId: "ATTR300", message: "Is required for this subject", field: "orderNumber" }],
  ["an entry of a list field: at the list", apiError(400, "ATTR300", "images.2: Invalid URL", { field: "images.2" }), { errorId: "ATTR300", message: "Invalid URL", field: "images" }],
  ["a field the form does not have: at the top", apiError(400, "ATTR300", "siteId: invalid", { field: "siteId" }), { errorId: "ATTR300", message: "siteId: invalid", field: undefined }],
  ["no field: at the top", apiError(403, "AUT432", "Associates file cases in the service tool"), { errorId: "AUT432", message: "Associates file cases in the service tool", field: undefined }],
  ["no answer: the general message", networkError(), { errorId: "HTTP0", message: "Something went wrong. Please try again.", field: undefined }],
  ["not an API error at all", new TypeError("x is undefined"), { errorId: "GEN500", message: "x is undefined", field: undefined }],
])("%s", (_name, error, expected) => {
  expect(serviceProblem(error, FIELDS, "RL-US")).toEqual(expected);
});
