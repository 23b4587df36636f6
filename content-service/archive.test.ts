/**
 * Moving between the embedded service and Sanity: `npm run content:export` writes the demo dataset as
 * `sanity dataset export` does, and the service started from that archive (CONTENT_ARCHIVE) answers
 * the site's queries as it does from demo-dataset/, and serves the same images and files.
 */
import { createHash } from "node:crypto";
import { cp, mkdir, mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { extract, list } from "tar";
import { afterAll, beforeAll, expect, test } from "vitest";
import { PAGE_QUERY } from "../app/blocks/queries";
import { SETTINGS_QUERY } from "../app/chrome/queries";
import { ARTICLE_NEIGHBOURS, ARTICLE_QUERY, JOURNAL_PAGE_SIZE, JOURNAL_QUERY } from "../app/journal/queries";
import {
  MENU_CATEGORIES_PER_PAGE,
  MENU_ENTRY_NEIGHBOURS,
  MENU_ENTRY_QUERY,
  MENU_ITEMS_PER_CATEGORY,
  MENU_QUERY,
} from "../app/menu/queries";
import { FEED_QUERY, FEED_SIZE, SITEMAP_ARTICLES_QUERY, SITEMAP_QUERY } from "../app/seo/queries";
import { SITEMAP_FILE_DOCUMENTS, SITEMAP_ONE_FILE_DOCUMENTS } from "../app/seo/sitemap";
import { archiveSource, unpackArchive } from "./archive.ts";
import { exportDataset } from "./export.ts";
import { startContentService, type ContentService } from "./service.ts";

const CONTENT = new URL("../demo-dataset/", import.meta.url).pathname;
const TOKEN = "a-token-for-the-archive-test";
const FOLDER = "production-export-2026-01-02t03-04-05-000z";
const silent = { info() {}, warn() {}, error() {} };

let dir: string;
let archive: string;
let fromContent: ContentService;
let fromArchive: ContentService;
const warnings: string[] = [];
const demo = (await readFile(join(CONTENT, "production.ndjson"), "utf8"))
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as { _id: string; _type: string; [key: string]: unknown });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "salone-archive-"));
  archive = join(dir, "content-export.tar.gz");
  await exportDataset({
    dataDir: CONTENT,
    dataset: "production",
    out: archive,
    logger: silent,
    now: new Date("2026-01-02T03:04:05Z"),
  });
  fromContent = await startContentService({
    port: 0,
    token: TOKEN,
    cacheDir: join(dir, "cache-content"),
    dbDir: join(dir, "db-content"),
    logger: silent,
  });
  fromArchive = await startContentService({
    port: 0,
    token: TOKEN,
    archive,
    unpackDir: join(dir, "unpacked"),
    cacheDir: join(dir, "cache-archive"),
    dbDir: join(dir, "db-archive"),
    logger: { ...silent, warn: (m) => warnings.push(m) },
  });
});

afterAll(async () => {
  await Promise.all([fromContent?.close(), fromArchive?.close()]);
  await rm(dir, { recursive: true, force: true });
});

async function query(
  service: ContentService,
  groq: string,
  params: Record<string, unknown> = {},
  perspective = "published",
): Promise<string> {
  const response = await fetch(
    `${service.url}/v2025-02-19/data/query/production?perspective=${perspective}&returnQuery=false`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ query: groq, params }),
    },
  );
  expect(response.status).toBe(200);
  return JSON.stringify(((await response.json()) as { result: unknown }).result);
}

const sha1 = (bytes: Buffer) => createHash("sha1").update(bytes).digest("hex");

test("the archive is laid out as sanity dataset export lays it out", async () => {
  const paths: string[] = [];
  await list({ file: archive, onReadEntry: (entry) => void paths.push(entry.path) });
  const images = demo
    .filter((d) => d._type === "sanity.imageAsset")
    .map((d) => `${FOLDER}/images/${String(d._id).replace(/^image-(.+)-(\w+)$/, "$1.$2")}`);
  expect(paths.slice(0, 2)).toEqual([`${FOLDER}/data.ndjson`, `${FOLDER}/assets.json`]);
  expect(paths).toEqual(
    expect.arrayContaining([
      `${FOLDER}/files/`,
      `${FOLDER}/images/`,
      ...images,
      `${FOLDER}/files/5b28b2d99f0ee32638751bed7bd9493d506104db.webm`,
    ]),
  );
  expect(paths.every((path) => path.startsWith(`${FOLDER}/`))).toBe(true);

  const unpacked = join(dir, "layout");
  await mkdir(unpacked);
  await extract({ file: archive, cwd: unpacked });
  const lines = (await readFile(join(unpacked, FOLDER, "data.ndjson"), "utf8")).trim().split("\n");
  const documents = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  // The asset documents are not in data.ndjson; every field that held one names its file instead.
  expect(documents.filter((d) => String(d._type).startsWith("sanity."))).toEqual([]);
  expect(documents.length).toBe(demo.length - images.length - 1);
  expect(lines.join("\n")).not.toMatch(/"asset":\{"_type":"reference"/);
  const named = [...lines.join("\n").matchAll(/"_sanityAsset":"([^"]+)"/g)].map((m) => m[1]!);
  expect(named.length).toBeGreaterThan(90);
  for (const value of new Set(named)) {
    expect(value).toMatch(
      /^(image@file:\/\/\.\/images\/[a-f0-9]{40}-\d+x\d+\.jpg|file@file:\/\/\.\/files\/[a-f0-9]{40}\.webm)$/,
    );
    await stat(join(unpacked, FOLDER, value.replace(/^\w+@file:\/\/\.\//, "")));
  }
  // An image field keeps its other fields: `{ _sanityAsset, _type, hotspot, alt, … }`.
  const item = documents.find((d) => d._id === "menuItem-pasta-e-ceci")!;
  expect(item.image).toEqual({
    _sanityAsset: "image@file://./images/00060e5fc365d852f194ccf4abb9ae1883dece1f-1200x900.jpg",
    _type: "image",
    alt: { _type: "localeString", it: "Pasta e ceci", en: "Pasta e ceci" },
  });

  // assets.json: what each asset document held beyond its file, by the sha1 of that file.
  const assets = JSON.parse(await readFile(join(unpacked, FOLDER, "assets.json"), "utf8")) as Record<
    string,
    Record<string, unknown>
  >;
  const bytes = await readFile(
    join(unpacked, FOLDER, "images", "00060e5fc365d852f194ccf4abb9ae1883dece1f-1200x900.jpg"),
  );
  const entry = assets[`image-${sha1(bytes)}`]!;
  expect(entry.originalFilename).toBe("item-pasta-e-ceci.jpg");
  expect(Object.keys(entry)).not.toEqual(expect.arrayContaining(["_id"]));
  expect(entry).not.toHaveProperty("url");
  expect(Object.keys(assets)).toHaveLength(images.length + 1);
});

/** The site's queries, with the parameters its routes send. */
const QUERIES: [string, string, Record<string, unknown>][] = [
  ["settings", SETTINGS_QUERY, { locale: "it" }],
  ["home page", PAGE_QUERY, { slug: "home", now: "2026-11-25T12:00:00.000Z", locale: "it" }],
  ["about page (gallery, video)", PAGE_QUERY, { slug: "about", now: "2026-11-25T12:00:00.000Z", locale: "en" }],
  [
    "gifts page (bands, news card, menu gallery)",
    PAGE_QUERY,
    { slug: "gifts", now: "2026-11-25T12:00:00.000Z", locale: "it" },
  ],
  ["contacts page", PAGE_QUERY, { slug: "contacts", now: "2026-11-25T12:00:00.000Z", locale: "en" }],
  [
    "menu, first page",
    MENU_QUERY,
    { start: 0, end: MENU_CATEGORIES_PER_PAGE, perCategory: MENU_ITEMS_PER_CATEGORY, locale: "it" },
  ],
  [
    "menu, from the third category",
    MENU_QUERY,
    { start: 2, end: 2 + MENU_CATEGORIES_PER_PAGE, perCategory: MENU_ITEMS_PER_CATEGORY, locale: "en" },
  ],
  [
    "a category",
    MENU_ENTRY_QUERY,
    { slug: "primi", neighbours: MENU_ENTRY_NEIGHBOURS, neighboursFrom: MENU_ENTRY_NEIGHBOURS + 1, locale: "it" },
  ],
  [
    "a dish",
    MENU_ENTRY_QUERY,
    {
      slug: "pasta-e-ceci",
      neighbours: MENU_ENTRY_NEIGHBOURS,
      neighboursFrom: MENU_ENTRY_NEIGHBOURS + 1,
      locale: "en",
    },
  ],
  ["journal", JOURNAL_QUERY, { start: 0, end: JOURNAL_PAGE_SIZE, locale: "en" }],
  ["an article", ARTICLE_QUERY, { slug: "bigne-di-san-giuseppe", neighbours: ARTICLE_NEIGHBOURS, locale: "en" }],
  ["feed", FEED_QUERY, { size: FEED_SIZE, now: "2026-11-25T12:00:00.000Z", locale: "it" }],
  ["sitemap", SITEMAP_QUERY, { end: SITEMAP_ONE_FILE_DOCUMENTS }],
  ["sitemap, the articles' file", SITEMAP_ARTICLES_QUERY, { start: 0, end: SITEMAP_FILE_DOCUMENTS }],
  ["every document", "*", {}],
];

for (const [what, groq, params] of QUERIES) {
  test(`${what}: the same answer from the archive as from demo-dataset/, published and with drafts`, async () => {
    const published = await query(fromContent, groq, params);
    expect(published.length).toBeGreaterThan(200);
    expect(await query(fromArchive, groq, params)).toBe(published);
    expect(await query(fromArchive, groq, params, "drafts")).toBe(await query(fromContent, groq, params, "drafts"));
  });
}

test("every document comes back as it was, asset documents included, in raw too", async () => {
  expect(await query(fromArchive, "*", {}, "raw")).toBe(JSON.stringify(demo));
  expect(warnings).toEqual([]);
});

test("the archive's images and files are served, byte for byte those of demo-dataset/", async () => {
  const image = "/images/salone/production/00060e5fc365d852f194ccf4abb9ae1883dece1f-1200x900.jpg";
  for (const path of [
    image,
    `${image}?w=320&fm=webp`,
    "/files/salone/production/5b28b2d99f0ee32638751bed7bd9493d506104db.webm",
  ]) {
    const [a, b] = await Promise.all([fetch(`${fromArchive.url}${path}`), fetch(`${fromContent.url}${path}`)]);
    expect(a.status).toBe(200);
    expect(a.headers.get("content-type")).toBe(b.headers.get("content-type"));
    const bytes = Buffer.from(await a.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.equals(Buffer.from(await b.arrayBuffer()))).toBe(true);
  }
  const original = await fetch(
    `${fromArchive.url}/files/salone/production/5b28b2d99f0ee32638751bed7bd9493d506104db.webm`,
  );
  expect(sha1(Buffer.from(await original.arrayBuffer()))).toBe("5b28b2d99f0ee32638751bed7bd9493d506104db");
  expect((await fetch(`${fromArchive.url}/images/salone/production/${"0".repeat(40)}-10x10.jpg`)).status).toBe(404);
});

test("the folder an archive unpacks to is served as the archive is, and an asset it lacks is reported", async () => {
  const folder = join(dir, "folder");
  await cp(join(dir, "unpacked"), folder, { recursive: true });
  const [unpacked] = await readdir(folder);
  const root = join(folder, unpacked!);
  const said: string[] = [];
  const logger = { ...silent, warn: (m: string) => said.push(m) };
  const source = await archiveSource(root, {
    dataset: "production",
    projectId: "salone",
    unpackDir: join(dir, "never"),
    logger,
  });
  expect((await source.read("production", logger))!.documents).toEqual(demo);
  expect(await source.read("staging", logger)).toBeNull();

  await rm(join(root, FOLDER, "images", "00060e5fc365d852f194ccf4abb9ae1883dece1f-1200x900.jpg"));
  const without = (await source.read("production", logger))!;
  expect(without.documents.find((d) => d._id === "menuItem-pasta-e-ceci")!.image).toEqual({
    _type: "image",
    alt: { _type: "localeString", it: "Pasta e ceci", en: "Pasta e ceci" },
  });
  expect(said).toEqual([
    '[content] warning: menuItem-pasta-e-ceci image: "image@file://./images/00060e5fc365d852f194ccf4abb9ae1883dece1f-1200x900.jpg" is not a file of the archive',
  ]);
});

test("an archive is unpacked once per version of the file, and a new version replaces the old", async () => {
  const unpackDir = join(dir, "versions");
  const first = await unpackArchive(archive, unpackDir);
  expect(await unpackArchive(archive, unpackDir)).toBe(first);
  await utimes(archive, new Date(), new Date(Date.now() + 5000));
  const second = await unpackArchive(archive, unpackDir);
  expect(second).not.toBe(first);
  expect(await readdir(unpackDir)).toEqual([second.split("/").at(-1)]);
});

/** One entry of a tar file, written by hand: the archive a malicious export could be. */
function tarEntry(name: string, body = "", type = "0", link = ""): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100);
  header.write("0000644\0", 100);
  header.write("0000000\0", 108);
  header.write("0000000\0", 116);
  header.write(`${body.length.toString(8).padStart(11, "0")}\0`, 124);
  header.write("00000000000\0", 136);
  header.write("        ", 148);
  header.write(type, 156);
  header.write(link, 157, 100);
  header.write("ustar\0", 257);
  header.write("00", 263);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  const data = Buffer.alloc(Math.ceil(body.length / 512) * 512);
  data.write(body);
  return Buffer.concat([header, data]);
}

test("an archive's links are not unpacked, and a path that leaves its folder refuses the archive", async () => {
  const links = join(dir, "links.tar.gz");
  await writeFile(
    links,
    gzipSync(
      Buffer.concat([
        tarEntry("x/data.ndjson", "{}\n"),
        tarEntry("x/images/a", "", "2", "/etc/passwd"),
        tarEntry("x/b", "", "1", "/etc/passwd"),
        Buffer.alloc(1024),
      ]),
    ),
  );
  const target = await unpackArchive(links, join(dir, "links"));
  expect(await readdir(target, { recursive: true })).toEqual(["x", "x/data.ndjson"]);

  const escape = join(dir, "escape.tar.gz");
  await writeFile(
    escape,
    gzipSync(Buffer.concat([tarEntry("x/data.ndjson", "{}\n"), tarEntry("../escaped.txt", "out"), Buffer.alloc(1024)])),
  );
  await expect(unpackArchive(escape, join(dir, "escape"))).rejects.toThrow(/'\.\.'/);
  await expect(stat(join(dir, "escaped.txt"))).rejects.toThrow();
  expect(await readdir(join(dir, "escape"))).toEqual([]);
});
