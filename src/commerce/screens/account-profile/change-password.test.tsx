// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { renderAccountProfile, setSignedIn } from "./testing/render-account-profile.tsx";

beforeAll(() => import("../../commerce-access.ts"));
afterEach(() => {
  cleanup();
  setSignedIn(false);
});

function renderPassword() {
  const rendered = renderAccountProfile();
  const section = screen.getByRole("region", { name: "Password" });
  const field = (label: string) => within(section).getByLabelText(label) as HTMLInputElement;
  const fill = (values: { current?: string; next?: string; confirm?: string }) => {
    if (values.current !== undefined) fireEvent.change(field("Current password"), { target: { value: values.current } });
    if (values.next !== undefined) fireEvent.change(field("New password"), { target: { value: values.next } });
    if (values.confirm !== undefined) fireEvent.change(field("Confirm new password"), { target: { value: values.confirm } });
  };
  const submit = () => fireEvent.click(within(section).getByRole("button", { name: "Change password" }));
  const messageOf = (label: string) => {
    const input = field(label);
    return input.getAttribute("aria-invalid") === "true" ? document.getElementById(input.getAttribute("aria-describedby")!.split(" ")[0]!)?.textContent : undefined;
  };
  return { ...rendered, section, field, fill, submit, messageOf };
}

describe("change password", () => {
  test("empty: each field is required, and the first takes the focus", async () => {
    const { submit, messageOf, field, account } = renderPassword();
    submit();
    await waitFor(() => expect(document.activeElement).toBe(field("Current password")));
    expect([messageOf("Current password"), messageOf("New password"), messageOf("Confirm new password")]).toEqual(["This field is required", "This field is required", "This field is required"]);
    expect(account.argsOf("changePassword")).toEqual([]);
  });

  test.each([
    ["Ab1x", "Your password needs at least 8 characters with an upper-case letter, a lower-case letter and a number."],
    ["Trail-Ready", "Your password needs at least one number"],
    ["trail-ready-1", "Your password needs at least one upper-case letter"],
    ["TRAIL-READY-1", "Your password needs at least one lower-case letter"],
  ])("new password %j: %s", async (password, message) => {
    const { fill, field, messageOf } = renderPassword();
    fill({ next: password });
    fireEvent.blur(field("New password"));
    expect(messageOf("New password")).toBe(message);
  });

  test("FE340: a confirmation that differs", async () => {
    const { fill, field, messageOf } = renderPassword();
    fill({ next: "Trail-Ready-2026", confirm: "Trail-Ready-2025" });
    fireEvent.blur(field("Confirm new password"));
    expect(messageOf("Confirm new password")).toBe("The passwords do not match.");
  });

  test("a change sends the three fields, empties them and says the password is changed", async () => {
    const { section, fill, submit, field, account } = renderPassword();
    fill({ current: "Old-pass-1", next: "Trail-Ready-2026", confirm: "Trail-Ready-2026" });
    submit();
    expect((await within(section).findByRole("status")).textContent).toBe("Your password is changed. You stay signed in here; your other devices are signed out.");
    expect(account.argsOf("changePassword")).toEqual([[{ currentPassword: "Old-pass-1", newPassword: "Trail-Ready-2026", confirmPassword: "Trail-Ready-2026" }]]);
    expect([field("Current password").value, field("New password").value, field("Confirm new password").value]).toEqual(["", "", ""]);
    // Emptied by the save, not by the shopper: leaving a field says nothing.
    fireEvent.blur(field("New password"));
    expect(field("New password").getAttribute("aria-invalid")).toBeNull();
  });

  test.each([
    ["AUT450", "currentPassword", "Current password", "Your current password is not right."],
    ["AUT452", "newPassword", "New password", "Choose a new password that is different from your current one."],
  ])("server %s: at %s", async (errorId, serverField, label, message) => {
    const { fill, submit, messageOf, field, account } = renderPassword();
    account.fail("changePassword", errorId, { field: serverField });
    fill({ current: "Old-pass-1", next: "Trail-Ready-2026", confirm: "Trail-Ready-2026" });
    submit();
    await waitFor(() => expect(messageOf(label)).toBe(message));
    await waitFor(() => expect(document.activeElement).toBe(field(label)));
  });

  test("PRO415: at the top of the section, the fields kept", async () => {
    const { section, fill, submit, field, account } = renderPassword();
    account.fail("changePassword", "PRO415", { status: 409 });
    fill({ current: "Old-pass-1", next: "Trail-Ready-2026", confirm: "Trail-Ready-2026" });
    submit();
    expect((await within(section).findByRole("alert")).textContent).toBe("Your password could not be changed. Please try again.");
    expect(field("New password").value).toBe("Trail-Ready-2026");
  });
});
