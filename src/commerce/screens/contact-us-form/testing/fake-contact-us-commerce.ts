import type { CommerceClient } from "../../../api/client.ts";
import type { ContactUsBody } from "../contact-us-rules.ts";
import { CATEGORIES, caseAnswer } from "./contact-us-fixtures.ts";
import { apiError, fakeServiceCommerce } from "./fake-service-commerce.ts";

/** The guest's one order of the stories. */
export const STORY_ORDER_NUMBER = "RL12345678";

/**
 * Stories only: the contact calls answered in memory. Any order number but RL12345678 is not one
 * of a guest's orders (ORD400); the email address `associate@ridgeline.example` is an
 * associate's session (AUT432).
 */
export function fakeContactUsCommerce(categories = CATEGORIES): CommerceClient {
  return fakeServiceCommerce({
    contactUsCategories: async () => categories,
    contactUs: async (body: ContactUsBody) => {
      if (body.orderNumber && body.orderNumber !== STORY_ORDER_NUMBER) throw apiError(400, "ORD400", "No order with this number was placed with this email", { field: "orderNumber" });
      if (body.email === "associate@ridgeline.example") throw apiError(403, "AUT432", "Associates file cases in the service tool, not as a shopper");
      return caseAnswer(body);
    },
  }).client;
}
