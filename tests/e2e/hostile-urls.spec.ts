import { expect, test } from "@playwright/test";
import { groq } from "./support/content";
import { rawGet, type RawResponse } from "./support/raw-http";

/**
 * A sweep of a few hundred hostile URLs against the production server (loopback): encodings,
 * traversal, unicode, very long paths, null bytes, unknown locales, odd query strings and data
 * requests. None may be a 5xx, none may echo its input back (in text, scripts, hydration data,
 * JSON, headers: anywhere but the page's links to its own URL), none may bring markup back
 * unescaped, none may leak a file, a secret or a stack trace, and none may redirect to another
 * site. Each URL carries a marker of its own (`zq<n>k`), so an echo is found however the input
 * was decoded.
 */
test.describe.configure({ mode: "default" });

interface Probe {
  target: string;
  marker?: string;
}

function probes(imageFile: string, mediaFile: string): Probe[] {
  const list: Probe[] = [];
  let n = 0;
  const marked = (make: (m: string) => string) => {
    const marker = `zq${(n++).toString(36)}k`;
    list.push({ target: make(marker), marker });
  };
  const bases = ["", "/en", "/it", "/menu", "/en/menu", "/journal", "/it/journal"];
  const payloads: ((m: string) => string)[] = [
    (m) => m,
    (m) => `%3Cscript%3Ealert(%22${m}%22)%3C%2Fscript%3E`,
    (m) => `<script>${m}</script>`,
    (m) => `%253Cscript%253E${m}`,
    (m) => `%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E${m}`,
    (m) => `'"><svg/onload=${m}>`,
    (m) => `${m}%00`,
    (m) => `%00${m}`,
    (m) => `${m}%00.html`,
    (m) => `..%2F..%2F..%2Fetc%2Fpasswd${m}`,
    (m) => `%2e%2e%2f%2e%2e%2f${m}`,
    (m) => `..%5c..%5c${m}`,
    (m) => `..\\..\\${m}`,
    (m) => `%c0%ae%c0%ae%2f${m}`,
    (m) => `${m}%`,
    (m) => `${m}%zz`,
    (m) => `%E0%A4%A${m}`,
    (m) => `%ff%fe${m}`,
    (m) => `caf%C3%A9-${m}`,
    (m) => `%E2%80%AE${m}`,
    (m) => `%F0%9F%8D%95${m}`,
    (m) => `%EF%BC%8F${m}`,
    (m) => `caffè-${m}`,
    (m) => `日本語-${m}`,
    (m) => `🍕${m}`,
    (m) => `\u202e${m}`,
    (m) => `${m}.data`,
    (m) => `${m}/`,
    (m) => `${m}//x`,
    (m) => `${m}?page=${m}`,
    (m) => `${m};jsessionid=${m}`,
    (m) => `${m}%0d%0aSet-Cookie:%20injected=${m}`,
    (m) => `${"a".repeat(2000)}${m}`,
    (m) => `${"a/".repeat(300)}${m}`,
  ];
  for (const base of bases) for (const payload of payloads) marked((m) => `${base}/${payload(m)}`);

  // Unknown, odd-cased and doubled locales.
  for (const locale of [
    "fr",
    "de",
    "EN",
    "En",
    "IT",
    "en-US",
    "en_GB",
    "zh-Hans",
    "xx",
    "en/en",
    "it/en",
    "en/it",
    "%65n",
  ]) {
    marked((m) => `/${locale}/${m}`);
    marked((m) => `/${locale}/menu/${m}`);
    list.push({ target: `/${locale}` }, { target: `/${locale}/journal` });
  }
  // Query strings.
  for (const q of [
    (m: string) => `/journal?page=${m}`,
    (m: string) => `/journal?page=-1&${m}=1`,
    (m: string) => `/journal?page=0&x=${m}`,
    (m: string) => `/journal?page=1e309&x=${m}`,
    (m: string) => `/journal?page=99999999999999999999&x=${m}`,
    (m: string) => `/journal?page=%00${m}`,
    (m: string) => `/journal?page[]=1&page[]=${m}`,
    (m: string) => `/en/journal?page=%3Cscript%3E${m}`,
    (m: string) => `/menu?page=${m}`,
    (m: string) => `/?__proto__[polluted]=${m}`,
    (m: string) => `/?constructor[prototype][polluted]=${m}`,
    (m: string) => `/?q=${"%41".repeat(3000)}${m}`,
    (m: string) => `/?${m}=%3Cscript%3E`,
    (m: string) => `/menu?_data=${m}`,
  ])
    marked(q);
  // React Router's data and manifest requests.
  for (const d of [
    (m: string) => `/_root.data?_routes=${m}`,
    (m: string) => `/_root.data?_routes=root,%3Cscript%3E${m}`,
    (m: string) => `/${m}.data`,
    (m: string) => `/menu.data?_routes=root,${m}`,
    (m: string) => `/journal.data?page=${m}`,
    (m: string) => `/en/menu/${m}.data`,
    (m: string) => `/__manifest?p=/${m}&version=${m}`,
    (m: string) => `/__manifest?paths=%3Cscript%3E${m}`,
    (m: string) => `/__manifest?p=${"/a".repeat(2000)}${m}`,
  ])
    marked(d);
  // Traversal towards files of the server, the build and the dataset.
  for (const t of [
    "/assets/..%2f..%2fpackage.json",
    "/assets/%2e%2e/%2e%2e/package.json",
    "/assets/../../package.json",
    "/assets/....//....//package.json",
    "/images/..%2f..%2f..%2fpackage.json",
    "/images/salone/production/..%2f..%2fproduction.ndjson",
    "/images/salone/production/%2e%2e%2fproduction.ndjson",
    "/images/salone/production/../../../demo-dataset/production.ndjson",
    "/images/salone/..%2f..%2f..%2f..%2fetc%2fpasswd/x.jpg",
    "/images/salone/production/x.jpg%00.png",
    "/files/..%2f..%2f..%2fpackage.json",
    "/files/salone/production/..%2f..%2fproduction.ndjson",
    "/files/salone/production/%2e%2e%2fproduction.ndjson",
    "/files/salone/production/../../../demo-dataset/production.ndjson",
    "/files/salone/production/..%2f..%2ffiles%2f" + mediaFile,
    "/files/salone/..%2f..%2f..%2f..%2fetc%2fpasswd/x.webm",
    "/files/salone/production/x.webm%00.mp4",
    "/files/salone/production/%2e%2e",
    "/files/salone/production/production.ndjson",
    `/files/salone/production/${mediaFile}.exe`,
    `/files/salone/production/${mediaFile.replace(/\.webm$/, ".mp4")}`,
    `/files/salone/production/${mediaFile.replace(/\.webm$/, ".WEBM")}`,
    `/files/salone/production/${mediaFile.replace(/\.webm$/, "")}`,
    `/files/salone/production/${mediaFile.replace(/\.webm$/, ".php")}`,
    `/files/salone/production/${mediaFile}/`,
    `/files/salone/production/${mediaFile}/..%2f..%2fproduction.ndjson`,
    `/files/salone/production/${mediaFile};.js`,
    `/files/salone/production/${mediaFile}?dl=..%2f..%2fpackage.json`,
    `/files/salone/staging/${mediaFile}`,
    `/files/other/production/${mediaFile}`,
    "/files/",
    "/files/salone",
    "/..%2f.env",
    "/.env",
    "/.git/config",
    "/.git/HEAD",
    "/package.json",
    "/build/server/index.js",
    "/server/app.ts",
    "/app/config.server.ts",
    "//etc/passwd",
    "/static/../../../../etc/passwd",
    "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "/icons/..%2f..%2f..%2fpackage.json",
    "/sw.js%00",
    "/sw.js/..%2f..%2fpackage.json",
    "/.vite/manifest.json",
  ])
    list.push({ target: t });
  // Redirect tricks: nothing may send the visitor to another site.
  for (const r of [
    (m: string) => `//evil.example/${m}`,
    (m: string) => `/\\evil.example/${m}`,
    (m: string) => `/%2F%2Fevil.example/${m}`,
    (m: string) => `/%5Cevil.example/${m}`,
    (m: string) => `/en//evil.example/${m}`,
    (m: string) => `/menu/${m}/`,
    (m: string) => `/api/preview/exit?redirect=//evil.example/${m}`,
    (m: string) => `/api/preview?secret=${m}&slug=//evil.example`,
    (m: string) => `/api/preview?secret=%3Cscript%3E${m}&redirect=https://evil.example`,
  ])
    marked(r);
  // Protocol-relative, triple-slash and backslash forms with nothing after the host: a redirect that
  // only drops the trailing slash would answer `Location: //evil.example`.
  for (const t of [
    "//evil.example/",
    "///evil.example/",
    "////evil.example/",
    "//evil.example/menu/",
    "//evil.example//",
    "//evil.example/en/",
    "/en//evil.example/",
    "/\\evil.example/",
    "/\\/evil.example/",
    "/%5C%5Cevil.example/",
    "/%2F%2Fevil.example/",
    "//%5Cevil.example/",
    "//evil.example/?x=1",
    "//evil.example:443/",
    "//user@evil.example/",
  ])
    list.push({ target: t });
  // The image CDN's parameters.
  for (const i of [
    (m: string) => `/images/salone/production/${m}.jpg`,
    (m: string) => `/images/salone/production/${m}-1200x900.jpg?w=99999999&h=-1`,
    (m: string) => `/images/salone/production/image-${m}-1x1-jpg.jpg?fm=%3Cscript%3E`,
    (m: string) => `/images/${m}/production/x.jpg`,
    (m: string) => `/images/salone/${m}/x.jpg`,
    (m: string) => `/images/salone/production/${imageFile}?w=${m}`,
    (m: string) => `/images/salone/production/${imageFile}?fm=%3Cscript%3E${m}`,
    (m: string) => `/images/salone/production/${imageFile}?rect=${m}&fit=${m}`,
  ])
    marked(i);
  // The file CDN's names.
  for (const f of [
    (m: string) => `/files/salone/production/${m}.webm`,
    (m: string) => `/files/salone/production/${m}`,
    (m: string) => `/files/${m}/production/${mediaFile}`,
    (m: string) => `/files/salone/${m}/${mediaFile}`,
    (m: string) => `/files/salone/production/${mediaFile}.${m}`,
    (m: string) => `/files/salone/production/${mediaFile}?${m}=%3Cscript%3E`,
  ])
    marked(f);
  // Very long targets (the server's header limit answers the longest).
  marked((m) => `/${"x".repeat(8000)}${m}`);
  marked((m) => `/menu/${"a".repeat(5000)}${m}`);
  marked((m) => `/${"%41".repeat(6000)}${m}`);
  list.push({ target: `/${"y".repeat(20_000)}` }, { target: `/journal?page=${"9".repeat(10_000)}` });
  return list;
}

interface Outcome extends Probe {
  response?: RawResponse;
  error?: string;
}

const outcomes: Outcome[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const origin = process.env.BASE_URL!;
  // A real image, so that the image CDN's parameter checks are reached too.
  const assetId = await groq<string>(`*[_type == "sanity.imageAsset"][0]._id`);
  const [, hash, size, ext] = /^image-([a-f0-9]+)-(\d+x\d+)-(\w+)$/.exec(assetId)!;
  // And a real file, so that the file CDN's checks of names are reached too.
  const fileId = await groq<string>(`*[_type == "sanity.fileAsset"][0]._id`);
  const [, fileHash, fileExt] = /^file-([a-f0-9]+)-(\w+)$/.exec(fileId)!;
  const queue = probes(`${hash}-${size}.${ext}`, `${fileHash}.${fileExt}`);
  // Warm-up: the first render of a 404 and of a page (the content cache, the JIT), so that a slow
  // first answer on a busy machine is not mistaken for the sweep's doing.
  await rawGet(origin, "/");
  await rawGet(origin, "/una-pagina-che-non-esiste");
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < queue.length) {
        const probe = queue[next++]!;
        try {
          let response = await rawGet(origin, probe.target);
          // A 503 is what the site answers when the content service is slow or down: asked again,
          // it must not persist (one that does is the URL's doing, and is reported).
          if (response.status === 503) response = await rawGet(origin, probe.target);
          outcomes.push({ ...probe, response });
        } catch (error) {
          outcomes.push({ ...probe, error: (error as Error).message });
        }
      }
    }),
  );
});

const short = (o: Outcome) => `${o.target.slice(0, 120)}${o.target.length > 120 ? `… (${o.target.length} chars)` : ""}`;

test("the sweep sends a few hundred hostile URLs, and each gets an HTTP answer", () => {
  expect(outcomes.length).toBeGreaterThanOrEqual(300);
  expect(outcomes.filter((o) => o.error).map((o) => `${short(o)}: ${o.error}`)).toEqual([]);
});

test("no hostile URL gets a 5xx", () => {
  expect(
    outcomes.filter((o) => o.response && o.response.status >= 500).map((o) => `${o.response!.status} ${short(o)}`),
  ).toEqual([]);
});

/**
 * What is left of a response once the links to this site's own pages are taken out: a page links to
 * itself (canonical, language alternates, the language switcher), so its own URL, percent-encoded by
 * the URL parser and escaped as an attribute, is not an echo. Anything else is: text, scripts, the
 * hydration data, JSON messages, attributes that are not same-site URLs, headers other than Location.
 */
function withoutOwnLinks(body: string, origin: URL): string {
  return body.replace(/\b(href|content|action)="([^"]*)"/g, (whole, _name: string, value: string) => {
    const url = value.replace(/&amp;/g, "&");
    // Raw markup characters would mean the value was not encoded as a URL: keep it, to be found.
    if (/[<>\s]/.test(url) || !/^(\/(?![/\\])|https?:\/\/)/.test(url)) return whole;
    try {
      return new URL(url, origin).host === origin.host ? "" : whole;
    } catch {
      return whole;
    }
  });
}

test("no hostile URL is echoed back in the response (beyond the page's links to itself)", () => {
  const origin = new URL(process.env.BASE_URL!);
  const echoed = outcomes.filter((o) => {
    if (!o.marker || !o.response) return false;
    const marker = o.marker.toLowerCase();
    const headerText = Object.entries(o.response.headers)
      .filter(([name]) => name !== "location")
      .map(([name, value]) => `${name}: ${value}`)
      .join("\n");
    return (
      withoutOwnLinks(o.response.body, origin).toLowerCase().includes(marker) ||
      headerText.toLowerCase().includes(marker)
    );
  });
  expect(
    echoed.map((o) => {
      const body = withoutOwnLinks(o.response!.body, origin);
      const at = body.toLowerCase().indexOf(o.marker!.toLowerCase());
      return `${o.response!.status} ${short(o)}: …${at >= 0 ? body.slice(Math.max(0, at - 80), at + 20) : "(in a header)"}`;
    }),
  ).toEqual([]);
});

test("no hostile markup comes back unescaped", () => {
  const raw = [/<script>(alert\("?)?zq/i, /<svg\/onload=zq/i, /onerror=alert\(1\)>zq/i];
  expect(
    outcomes
      .filter((o) => o.response && raw.some((re) => re.test(o.response!.body)))
      .map((o) => `${o.response!.status} ${short(o)}`),
  ).toEqual([]);
});

test("no hostile URL leaks a file, a secret or a stack trace", () => {
  const leaks = [
    /root:x:0:0/,
    /"name":\s*"salone"/,
    /\[core\]/,
    /"_type":"sanity\.(image|file)Asset"/,
    /SANITY_READ_TOKEN|CONTENT_TOKEN|PREVIEW_SECRET|REVALIDATE_SECRET/,
    /\bat [\w.<>]+ \((?:file:\/\/)?\/[^)]+:\d+:\d+\)/,
    /node:internal/,
    /import \{[^}]*\} from "/,
  ];
  expect(
    outcomes
      .filter((o) => o.response && leaks.some((re) => re.test(o.response!.body)))
      .map((o) => `${o.response!.status} ${short(o)}: ${leaks.find((re) => re.test(o.response!.body))}`),
  ).toEqual([]);
});

test("no hostile URL redirects to another site or sets a cookie it was handed", () => {
  const origin = new URL(process.env.BASE_URL!);
  const bad = outcomes.filter((o) => {
    const headers = o.response?.headers;
    if (!headers) return false;
    if (/injected=/i.test(headers["set-cookie"] ?? "")) return true;
    const location = headers.location;
    if (!location) return false;
    if (/^[/\\]{2}|^\/\\/.test(location)) return true;
    return new URL(location, origin).host !== origin.host;
  });
  expect(bad.map((o) => `${o.response!.status} ${short(o)} -> ${o.response!.headers.location}`)).toEqual([]);
});
