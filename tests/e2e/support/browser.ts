import { chromium, type Browser, type ConsoleMessage, type Page } from "playwright-core";

/** Debian's Chromium, started the way this sandbox needs it (no network, no GPU). */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

/** Console errors and warnings of a page, and uncaught exceptions: a test expects none unless it says so. */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

export const VIEWPORTS = { sm: { width: 375, height: 800 }, md: { width: 768, height: 1000 }, lg: { width: 1440, height: 1000 } } as const;
