// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { multiLinkCardSchema } from "./schema.ts";
import MultiLinkCard from "./multi-link-card.tsx";

const fields = {
  title: "Help & advice",
  titleTarget: { url: "/en-us/help" },
  media: { type: "image", url: "/media/card-help.svg", alt: "", width: 800, height: 600 },
  targets: [
    { text: "Shipping", url: "/en-us/help-shipping" },
    { text: "Returns", url: "/en-us/help-returns", targetAttribute: "_blank" },
  ],
};

function renderCard(input: Record<string, unknown>) {
  const props = multiLinkCardSchema.parse(input);
  return render(<MultiLinkCard {...props} blockId="card" />);
}

afterEach(cleanup);

describe("multi-link card", () => {
  test("the title links to titleTarget; each target is a link in a list", () => {
    renderCard(fields);
    expect(screen.getByRole("heading", { level: 3 }).querySelector("a")!.getAttribute("href")).toBe("/en-us/help");
    expect(screen.getAllByRole("listitem").map((entry) => entry.textContent)).toEqual(["Shipping", "Returns"]);
    expect(screen.getByRole("link", { name: "Returns" }).getAttribute("rel")).toBe("noopener noreferrer");
  });

  test("the media links to the title's target too, out of the tab order and hidden from screen readers", () => {
    const { container } = renderCard(fields);
    const mediaLink = container.querySelector("picture")!.closest("a")!;
    expect([mediaLink.getAttribute("href"), mediaLink.getAttribute("tabindex"), mediaLink.getAttribute("aria-hidden")]).toEqual(["/en-us/help", "-1", "true"]);
    // Screen readers hear the title link once, then the list.
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Help & advice", "Shipping", "Returns"]);
  });

  test("without titleTarget the title is plain text and the media is not a link", () => {
    const { container } = renderCard({ ...fields, titleTarget: undefined });
    expect(screen.getByRole("heading", { level: 3 }).querySelector("a")).toBeNull();
    expect(container.querySelector("picture")!.closest("a")).toBeNull();
  });

  test.each([
    ["left", false],
    ["center", true],
  ])("alignment %s", (alignment, centred) => {
    renderCard({ ...fields, alignment });
    expect(screen.getByRole("article").className.includes("center")).toBe(centred);
  });
});

describe("multi-link card schema", () => {
  test.each([
    ["valid", fields, undefined],
    ["no title", { ...fields, title: "" }, ["title", "A multi-link card needs a title"]],
    ["no links", { ...fields, targets: [] }, ["targets", "A multi-link card needs at least one link"]],
    ["nine links", { ...fields, targets: Array.from({ length: 9 }, (_, index) => ({ text: `L${index}`, url: "/en-us/help" })) }, ["targets", "A multi-link card has at most 8 links"]],
    ["a link without text", { ...fields, targets: [{ text: " ", url: "/en-us/help" }] }, ["targets.0.text", "A link needs text"]],
    ["a video", { ...fields, media: { type: "video", url: "/media/clip.mp4" } }, ["media.type", "A multi-link card shows an image"]],
    ["an unsafe title link", { ...fields, titleTarget: { url: "javascript:alert(1)" } }, ["titleTarget.url", "Unsafe URL: only relative, http(s), mailto and tel links are allowed"]],
  ] as const)("%s", (_name, input, failure) => {
    const result = multiLinkCardSchema.safeParse(input);
    if (!failure) return void expect(result.success).toBe(true);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect([issue.path.join("."), issue.message]).toEqual(failure);
  });
});
