// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { lazyDialog } from "./lazy-dialog.tsx";

afterEach(cleanup);

test("loads the dialog's code only when it first opens, then keeps it mounted", async () => {
  const load = vi.fn(async () => ({ open }: { open: boolean }) => <div role="dialog" data-open={String(open)} />);
  const Dialog = lazyDialog(load);
  const { rerender } = render(<Dialog open={false} />);
  await act(async () => undefined);
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByRole("dialog")).toBeNull();

  rerender(<Dialog open />);
  expect((await screen.findByRole("dialog")).getAttribute("data-open")).toBe("true");
  expect(load).toHaveBeenCalledTimes(1);

  rerender(<Dialog open={false} />);
  expect(screen.getByRole("dialog").getAttribute("data-open")).toBe("false");
});
