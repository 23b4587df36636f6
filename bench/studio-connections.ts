/**
 * The Studio's connections to the local content service, in Debian's Chromium, over HTTP/2 (as it
 * runs) and over HTTP/1.1 (the same server, Chromium started with --disable-http2): with 1 and with 8
 * dishes open side by side, how many listen streams are open, how many requests to the service have
 * no answer yet, and when the form has loaded. Over HTTP/1.1 the streams fill the six connections a
 * browser opens to one host and the form never loads (decision 0084). One venue (`npm start`'s
 * stack, its own database) serves every row; each row is a fresh browser that logs in.
 *
 *   npx tsx bench/studio-connections.ts
 */
import { chromium, type Request } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/browser";
import { machineLine, table } from "./support/stats";
import { startVenue } from "../tests/e2e/support/stack";

const PASSWORD = "bench-editor-password-0123";
const DISHES = [
  "acqua-minerale",
  "affogato-al-caffe",
  "bigne-di-san-giuseppe",
  "birra-artigianale",
  "chinotto",
  "cicoria-ripassata",
  "fave-e-pecorino",
  "patate-al-forno",
];
/** How long a form may take to load before the row says it stalled. */
const LOAD_TIMEOUT_MS = 25_000;

interface Row {
  panes: number;
  protocol: string;
  streams: number;
  unanswered: number;
  loadedMs: number | undefined;
}

async function measure(site: string, panes: number, http2: boolean): Promise<Row> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...(http2 ? [] : ["--disable-http2"])],
  });
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1440, height: 900 } });
    await context.route(/^https?:\/\/(?!(127\.0\.0\.1|localhost|salone\.localhost)[:/])/, (route) =>
      route.abort("internetdisconnected"),
    );
    const page = await context.newPage();
    const open = new Set<Request>();
    const answered = new Set<Request>();
    page.on("request", (request) => /salone\.localhost/.test(request.url()) && open.add(request));
    page.on("response", (response) => answered.add(response.request()));
    page.on("requestfinished", (request) => open.delete(request));
    page.on("requestfailed", (request) => open.delete(request));

    const ids = DISHES.slice(-panes).map((slug) => `menuItem-${slug}`);
    const path = `${site}/studio/structure/all-dishes;${ids.join("%7C")}`;
    await page.goto(path);
    await page.getByLabel("Editor password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(path);
    const started = Date.now();
    const title = page.getByTestId("field-title.it").filter({ visible: true }).locator("input");
    const loaded = await title
      .and(page.locator(":not([readonly])"))
      .waitFor({ timeout: LOAD_TIMEOUT_MS })
      .then(
        () => Date.now() - started,
        () => undefined,
      );
    // What is still open a moment after the form drew (or gave up).
    await page.waitForTimeout(3000);
    const requests = [...open];
    return {
      panes,
      protocol: http2 ? "HTTP/2" : "HTTP/1.1",
      streams: requests.filter((request) => /\/data\/listen\//.test(request.url()) && answered.has(request)).length,
      unanswered: requests.filter((request) => !answered.has(request)).length,
      loadedMs: loaded,
    };
  } finally {
    await browser.close();
  }
}

const venue = await startVenue(PASSWORD);
const rows: Row[] = [];
try {
  for (const panes of [1, 8]) for (const http2 of [false, true]) rows.push(await measure(venue.url, panes, http2));
} finally {
  await venue.stop();
}
console.log(machineLine());
console.log(
  table(
    ["Dishes open", "Protocol", "Listen streams open", "Requests unanswered", "Form loaded"],
    rows.map((row) => [
      row.panes,
      row.protocol,
      row.streams,
      row.unanswered,
      row.loadedMs === undefined ? "stalled" : `${(row.loadedMs / 1000).toFixed(1)} s`,
    ]),
    ["r", "l", "r", "r", "r"],
  ),
);
console.log("Reproduce: npx tsx bench/studio-connections.ts");
