import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { registerAuthRoutes } from "../identity/auth-routes.ts";
import { backendUnderTest } from "../testing/backend-under-test.ts";
import { createConsumer } from "../testing/consumer-factory.ts";
import { registerMailboxRoutes } from "./mailbox-routes.ts";
import type { Api, BackendDeps } from "../http/api.ts";

type Backend = Awaited<ReturnType<typeof backendUnderTest>>;
const withMailbox = (api: Api, deps: BackendDeps) => registerMailboxRoutes(api, deps);

let open: Backend;
let closed: Backend;
beforeAll(async () => {
  open = await backendUnderTest({ modules: [registerAuthRoutes, withMailbox], exposeResetToken: true });
  closed = await backendUnderTest({ modules: [registerAuthRoutes, withMailbox], exposeResetToken: false });
});
afterAll(async () => {
  await open.close();
  await closed.close();
});

const FORGOT = "/consumers-v3/confirmforgotpassword";

describe("the password reset email (outbox) and the reference mailbox", () => {
  test("forgot password sends the reset link to the site's reset page; the mailbox shows it", async () => {
    const consumer = await createConsumer(open.database.db);
    const forgot = await open.call("POST", FORGOT, { body: { email: consumer.email.toUpperCase(), siteId: "RL-DE" } });
    expect(forgot.status).toBe(200);
    const { resetToken } = forgot.json as { resetToken: string };
    const mailbox = await open.call("GET", `/mock/outbox?recipient=${encodeURIComponent(consumer.email)}`);
    expect(mailbox.status).toBe(200);
    expect((mailbox.json as { messages: unknown[] }).messages[0]).toMatchObject({
      template: "password-reset",
      channel: "EMAIL",
      payload: { resetPath: `/de-de/reset-password?token=${encodeURIComponent(resetToken)}` },
    });
  });

  test("without a site, the first site's page; an unknown email sends nothing", async () => {
    const consumer = await createConsumer(open.database.db);
    await open.call("POST", FORGOT, { body: { email: consumer.email } });
    await open.call("POST", FORGOT, { body: { email: "nobody@example.com" } });
    const mine = (await open.call("GET", `/mock/outbox?recipient=${encodeURIComponent(consumer.email)}`)).json as { messages: { payload: { resetPath: string } }[] };
    expect(mine.messages[0]?.payload.resetPath).toMatch(/^\/en-us\/reset-password\?token=/);
    const nobody = (await open.call("GET", "/mock/outbox?recipient=nobody%40example.com")).json as { messages: unknown[] };
    expect(nobody.messages).toEqual([]);
  });

  test("an unknown site is refused", async () => {
    const consumer = await createConsumer(open.database.db);
    expect((await open.call("POST", FORGOT, { body: { email: consumer.email, siteId: "RL-XX" } })).status).toBe(400);
  });

  test("a backend that keeps its secrets has no mailbox", async () => {
    const consumer = await createConsumer(closed.database.db);
    await closed.call("POST", FORGOT, { body: { email: consumer.email } });
    expect((await closed.call("GET", `/mock/outbox?recipient=${encodeURIComponent(consumer.email)}`)).status).toBe(404);
  });
});
