// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import SignInDialog from "./sign-in-dialog.tsx";
import { SIGN_IN_RECORD_KEY } from "../cart/merged-cart.ts";
import { apiError, memberProfile, SIGNED_IN, stubStorefrontFetch } from "./testing/identity-fakes.ts";

function renderDialog(props: { startWith?: "sign-up"; simplifiedEnrollment?: boolean } = {}) {
  const onSignedIn = vi.fn();
  const onOpenChange = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SignInDialog open onOpenChange={onOpenChange} siteId="RL-US" onSignedIn={onSignedIn} {...props} />
    </QueryClientProvider>,
  );
  return { onSignedIn, onOpenChange };
}

const typeInto = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function lookUp(email: string) {
  typeInto("Email address", email);
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("sign-in dialog (commerce spec §4 sign-in flow)", () => {
  test("lookup → sign in → the confirmation with the merged-cart notice; the page hears of the session", async () => {
    const calls = stubStorefrontFetch((method, path) => {
      if (path === "/consumers-v3/consumer/lookup") return Response.json({ exists: true, lookupType: "email" });
      if (path === "/session/signin") return Response.json({ ...SIGNED_IN, mergedCartItemCountIncreased: true });
      if (path === "/consumers-v3/consumer") return Response.json(memberProfile());
      return apiError(500, "GEN500", `unexpected ${method} ${path}`);
    });
    const { onSignedIn } = renderDialog();
    expect(screen.getByRole("dialog", { name: "Sign in or create an account" })).toBeTruthy();
    await lookUp("ada@example.com");
    await screen.findByText("Welcome back. Enter the password for ada@example.com.");
    typeInto("Password", "Secret-123");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Welcome back, Ada.")).toBeTruthy();
    expect(screen.getByText("Items from your earlier visit were added to your cart.")).toBeTruthy();
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(calls.find((call) => call.path === "/session/signin")?.body).toMatchObject({ username: "ada@example.com", password: "Secret-123" });
    // The cart screen's merged-cart notice reads the record the sign-in left.
    expect(JSON.parse(sessionStorage.getItem(SIGN_IN_RECORD_KEY) ?? "{}")).toMatchObject({ siteId: "RL-US", increased: true });
  });

  test("an empty or malformed email is refused before any call", async () => {
    const calls = stubStorefrontFetch(() => apiError(500, "GEN500", "no call expected"));
    renderDialog();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("This field is required")).toBeTruthy();
    await lookUp("not-an-email");
    expect(await screen.findByText("Email is not valid")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  test.each([
    ["AUT401", "The email address or password is not right.", "Forgot your password?"],
    ["AUT426", "One more failed attempt will lock your account for a while.", "Forgot your password?"],
    ["AUT423", "Your account is locked for a while after too many attempts.", "Reset your password"],
    ["AUT441", "Your account is locked. Please try again later or reset your password.", "Reset your password"],
  ])("%s: its message, and the way to a reset (lockout: the reset first)", async (errorId, message, resetButton) => {
    stubStorefrontFetch((_method, path) => (path === "/consumers-v3/consumer/lookup" ? Response.json({ exists: true, lookupType: "email" }) : apiError(401, errorId, "server words")));
    const { onSignedIn } = renderDialog();
    await lookUp("ada@example.com");
    typeInto(await screen.findByLabelText("Password").then(() => "Password"), "wrong");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(message)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: resetButton }));
    expect(await screen.findByRole("button", { name: "Send the link" })).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  test("forgot password: the link is asked for this site's reset page, and the same answer shows either way", async () => {
    const calls = stubStorefrontFetch((_method, path) => {
      if (path === "/consumers-v3/consumer/lookup") return Response.json({ exists: true, lookupType: "email" });
      if (path === "/consumers-v3/confirmforgotpassword") return Response.json({ message: "sent" });
      return apiError(500, "GEN500", "unexpected");
    });
    renderDialog();
    await lookUp("ada@example.com");
    fireEvent.click(await screen.findByRole("button", { name: "Forgot your password?" }));
    expect((screen.getByLabelText("Email address") as HTMLInputElement).value).toBe("ada@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Send the link" }));
    expect(await screen.findByText(/If an account exists for this email/)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ method: "POST", path: "/consumers-v3/confirmforgotpassword", body: { email: "ada@example.com", siteId: "RL-US" } });
  });

  test("an unknown email goes to sign-up; the new account signs in and starts profile completion at welcome", async () => {
    const calls = stubStorefrontFetch((method, path) => {
      if (path === "/consumers-v3/consumer/lookup") return Response.json({ exists: false, lookupType: "email" });
      if (path === "/consumers-v3/auth/signup") return Response.json({ consumerNo: "C200" });
      if (path === "/session/signin") return Response.json(SIGNED_IN);
      if (method === "POST" && path === "/consumers-v3/consumer") return Response.json({ consumerId: "C200" });
      if (path === "/consumers-v3/consumer") return Response.json(memberProfile({ email: "new@example.com", phone: null, postalCode: null }, { preferences: { interests: "", preferredShoeSize: null } }));
      return apiError(500, "GEN500", `unexpected ${method} ${path}`);
    });
    renderDialog();
    await lookUp("new@example.com");
    await screen.findByText("No account uses new@example.com yet. Create one in a minute.");
    typeInto("First name", "Grace");
    typeInto("Last name", "Hopper");
    typeInto("Password", "Secret-123");
    typeInto("Confirm password", "Secret-124");
    typeInto(/Birth date/, "04/01/1990");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("The passwords do not match.")).toBeTruthy();
    typeInto("Confirm password", "Secret-123");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByRole("heading", { name: "Welcome to Ridgeline Rewards" })).toBeTruthy();
    expect(screen.getByText("Step 1 of 5")).toBeTruthy();
    expect(calls.find((call) => call.path === "/consumers-v3/auth/signup")?.body).toEqual({
      consumerProfile: { consumerDetails: { email: "new@example.com", password: "Secret-123", firstName: "Grace", lastName: "Hopper", birthDate: "1990-04-01" } },
    });
    // Joining loyalty was ticked by default: the enrolment call followed the sign-in.
    expect(calls.find((call) => call.method === "POST" && call.path === "/consumers-v3/consumer")?.body).toMatchObject({ consumerProfile: { enrollments: [{ type: "Loyalty", optin: true }] } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Add your mobile number" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Add your mobile number"));
  });

  test("sign-up's password rules, name rule and age rule speak the spec's messages", async () => {
    stubStorefrontFetch(() => apiError(500, "GEN500", "no call expected"));
    renderDialog({ startWith: "sign-up" });
    typeInto("First name", "R2D2");
    typeInto("Email address", "grace@example.com");
    typeInto("Password", "short");
    typeInto(/Birth date/, "01/01/2024");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Your password needs at least 8 characters")).toBeTruthy();
    expect(screen.getByText("Name is not valid.")).toBeTruthy();
    // Last name and the confirmation are required; the birth date must be 13 years back at least.
    expect(screen.getAllByText("This field is required")).toHaveLength(2);
    expect(screen.getByText(/^Enter a date on or before \d\d\/\d\d\/\d{4}$/)).toBeTruthy();
    // The first invalid field has the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("First name")));
  });
});

describe("simplified enrolment (FEATURE_SIMPLIFIED_ENROLLMENT)", () => {
  test("sign-up asks only the email and a password; the names come with profile completion", async () => {
    const calls = stubStorefrontFetch((method, path) => {
      if (path === "/consumers-v3/auth/signup") return Response.json({ consumerNo: "C300" });
      if (path === "/session/signin") return Response.json(SIGNED_IN);
      if (method === "POST" && path === "/consumers-v3/consumer") return Response.json({ consumerId: "C300" });
      if (path === "/consumers-v3/consumer") return Response.json(memberProfile({ email: "quick@example.com", firstName: "", lastName: "", phone: null, postalCode: null, birthDate: null }, { isLoyaltyMember: false, preferences: { interests: "", preferredShoeSize: null } }));
      return apiError(500, "GEN500", `unexpected ${method} ${path}`);
    });
    renderDialog({ startWith: "sign-up", simplifiedEnrollment: true });
    expect(screen.queryByLabelText("First name")).toBeNull();
    expect(screen.queryByLabelText(/Birth date/)).toBeNull();
    typeInto("Email address", "quick@example.com");
    typeInto("Password", "Quick-Start-1");
    typeInto("Confirm password", "Quick-Start-1");
    fireEvent.click(screen.getByLabelText(/Join Ridgeline Rewards/));
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    // Not a loyalty member: the invitation first (0), then mobile (2), profile (3), interests (4), success (5).
    expect(await screen.findByRole("heading", { name: "Join Ridgeline Rewards?" })).toBeTruthy();
    expect(screen.getByText("Step 1 of 5")).toBeTruthy();
    expect(document.querySelector("[data-completion-step]")?.getAttribute("data-completion-step")).toBe("0");
    expect(calls.find((call) => call.path === "/consumers-v3/auth/signup")?.body).toEqual({ consumerProfile: { consumerDetails: { email: "quick@example.com", password: "Quick-Start-1" } } });
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(await screen.findByRole("heading", { name: "Add your mobile number" })).toBeTruthy();
    expect(document.querySelector("[data-completion-step]")?.getAttribute("data-completion-step")).toBe("2");
  });
});
