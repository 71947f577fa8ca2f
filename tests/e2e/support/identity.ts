import type { Page } from "playwright-core";

/** The seeded accounts' password (backend/seed/fixture-ids.ts SEED_PASSWORDS.consumer). */
export const SEED_PASSWORD = "Ridgeline-2026";

/** The header's sign-in dialog, open. */
export const signInDialog = (page: Page) => page.getByRole("dialog", { name: /Sign in|create an account|Create an account|You are signed in|Your account|Reset your password/ });

/** Signs in through the header's dialog (lookup, then password) and waits for the header to greet the member. */
export async function signInThroughHeader(page: Page, email: string, password = SEED_PASSWORD, greeting = /^Hi, /) {
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  const dialog = signInDialog(page);
  await dialog.getByLabel("Email address").fill(email);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await dialog.locator("[data-signed-in], [data-completion-step]").first().waitFor();
  if (await dialog.locator("[data-signed-in]").count()) await dialog.getByRole("button", { name: "Continue" }).click();
  // A dialog that signing in opens at once (the employee terms) hides the header from assistive
  // technology (aria-hidden behind a modal) while the greeting is already on screen.
  await page.getByRole("banner", { includeHidden: true }).getByRole("button", { name: greeting, includeHidden: true }).waitFor();
}

/** Signs out through the account menu. */
export async function signOutThroughHeader(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: /^Hi, / }).click();
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
}
