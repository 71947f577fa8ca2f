import { launchChromium } from "./tests/e2e/support/browser.ts";
import { startStorefront } from "./tests/e2e/support/storefront-server.ts";
const storefront = await startStorefront();
const browser = await launchChromium();
for (const route of (process.argv[2] ?? "/en-us").split(",")) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  const scripts: { url: string; size: Promise<number>; t: number }[] = [];
  const t0 = Date.now();
  page.on("response", (r) => { if (/javascript/.test(r.headers()["content-type"] ?? "")) scripts.push({ url: r.url().split("/").pop()!, size: r.request().sizes().then((s) => s.responseBodySize), t: Date.now() - t0 }); });
  await page.goto(`${storefront.baseUrl}${route}`, { waitUntil: "networkidle" });
  const n1 = scripts.length;
  await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 50)); } });
  await page.waitForLoadState("networkidle");
  const sizes = await Promise.all(scripts.map((s) => s.size));
  const rows = scripts.map((s, i) => ({ f: s.url, kb: sizes[i]! / 1024, late: i >= n1 }));
  rows.sort((a, b) => b.kb - a.kb);
  console.log(route, "total", (sizes.reduce((a, b) => a + b, 0) / 1024).toFixed(1), "files", rows.length, "after-scroll", (rows.filter(r=>r.late).reduce((a,b)=>a+b.kb,0)).toFixed(1));
  for (const r of rows) console.log(`${r.kb.toFixed(1).padStart(6)} ${r.late ? "L" : " "} ${r.f}`);
  await context.close();
}
await browser.close(); storefront.stop();
