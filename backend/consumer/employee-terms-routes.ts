import { eq } from "drizzle-orm";
import { employeeTermsRequest } from "../../contracts/api/consumer.ts";
import { consumers } from "../db/schema.ts";
import { readBody, type Api, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import { loadConsumer, requireConsumerId } from "./consumer-store.ts";

/**
 * The employee discount terms (commerce spec §4: employees accept them in a dialog after login;
 * §3 Login session isEmployeeDiscountTCAccepted). Until they do, an employee pays what everyone
 * pays; from the next answer on, employee prices apply (backend/pricing, decision 0020).
 *
 * POST /consumers-v3/consumer/employee/terms `{ accepted: true }` → `{ isEmployeeDiscountTCAccepted: true }`.
 * No token or a guest's 401 AUT432; an associate's 403 AUT432; a member who is not an employee
 * 403 AUT432 (not theirs to accept); an account that is gone 404 PRO404; a body without
 * `accepted: true` 400 ATTR300. Accepting again answers the same and keeps the first time.
 */
export function registerEmployeeTermsRoutes(api: Api, deps: BackendDeps) {
  api.on("POST", "/consumers-v3/consumer/employee/terms", async (c) => {
    const consumerId = requireConsumerId(c, deps);
    await readBody(c, employeeTermsRequest);
    await deps.db.transaction(async (tx) => {
      const consumer = await loadConsumer(tx, consumerId, { lock: true });
      if (consumer.consumerType !== "EMPLOYEE") throw new ApiError(403, "AUT432", "Only employees accept the employee discount terms");
      if (consumer.employeeTermsAccepted) return;
      await tx.update(consumers).set({ employeeTermsAccepted: true, employeeTermsAcceptedAt: new Date(deps.now()) }).where(eq(consumers.id, consumerId));
    });
    return c.json({ isEmployeeDiscountTCAccepted: true as const });
  });
}
