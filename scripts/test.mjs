#!/usr/bin/env node
// `npm test`: unit and component tests, a production build and the static Storybook, then the browser tests in
// Chromium. Finds Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium); when there is none
// and we run as root it installs Debian's `chromium` package, otherwise it says how to.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

const e2eOnly = process.argv.includes("--e2e-only");

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
  return candidates.find((candidate) => existsSync(candidate));
}

function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error("Chromium is needed for the browser tests. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH.");
    process.exit(1);
  }
  console.log("Installing Debian's chromium package for the browser tests…");
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", "chromium"], { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  const installed = findChromium();
  if (!installed) {
    console.error("apt-get installed chromium but no binary was found at /usr/bin/chromium; set CHROMIUM_PATH.");
    process.exit(1);
  }
  return installed;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
function vitest(args, report) {
  rmSync(report, { force: true });
  const result = spawnSync("npx", ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], { stdio: "inherit" });
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, "utf8"));
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests;
    totals.skipped += summary.numPendingTests + summary.numTodoTests;
  }
  return result.status ?? 1;
}

function finish(status) {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(status);
}

const chromium = ensureChromium();
if (!e2eOnly) {
  run("npx", ["react-router", "typegen"]);
  const unit = vitest([], "test-results/unit.json");
  if (unit !== 0) finish(unit);
}
run("npx", ["react-router", "build"]);
// The static Storybook, for axe over every story (tests/e2e/stories-accessibility.e2e.ts).
run("npx", ["storybook", "build", "--quiet", "-o", "storybook-static"]);
process.env.CHROMIUM_PATH = chromium;
finish(vitest(["--config", "vitest.e2e.config.ts"], "test-results/e2e.json"));
