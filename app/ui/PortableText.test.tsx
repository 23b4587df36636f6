// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { renderPage } from "../../tests/support/render-blocks";
import type { PortableTextBlock } from "~/content-client/types";
import { PortableText } from "./PortableText";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const span = (text: string, marks: string[] = [], key = text) => ({ _type: "span" as const, _key: key, text, marks });

type TextBlock = Extract<PortableTextBlock, { children?: unknown }>;

function paragraph(children: TextBlock["children"], markDefs: TextBlock["markDefs"] = []): TextBlock {
  return { _type: "block", _key: Math.random().toString(36).slice(2), style: "normal", markDefs, children };
}

function linkTo(href: string): PortableTextBlock {
  return paragraph(
    [span("before "), span("the link", ["l0"]), span(" after", [], "after")],
    [{ _type: "link", _key: "l0", href }],
  );
}

test("strong and em marks become <strong> and <em>", () => {
  const { container } = renderPage(
    <PortableText value={[paragraph([span("bold", ["strong"]), span(" and "), span("italic", ["em"])])]} />,
  );
  expect(container.querySelector("strong")?.textContent).toBe("bold");
  expect(container.querySelector("em")?.textContent).toBe("italic");
});

test("http(s), mailto and tel links are links, left as they are", () => {
  for (const href of [
    "https://example.com/a",
    "http://example.com/",
    "mailto:ciao@salone-ottavia.example",
    "tel:+390655501874",
  ]) {
    const { unmount } = renderPage(<PortableText value={[linkTo(href)]} />);
    expect(screen.getByRole("link", { name: "the link" }).getAttribute("href")).toBe(href);
    unmount();
  }
});

test("external links do not hand the page to the site they open", () => {
  renderPage(<PortableText value={[linkTo("https://example.com/")]} />);
  expect(screen.getByRole("link", { name: "the link" }).getAttribute("rel")).toContain("noopener");
});

test("site-relative links go through the locale: /menu is /en/menu on an English page, hash kept", () => {
  renderPage(<PortableText value={[linkTo("/menu#primi")]} />, { locale: "en" });
  expect(screen.getByRole("link", { name: "the link" }).getAttribute("href")).toBe("/en/menu#primi");
  cleanup();
  renderPage(<PortableText value={[linkTo("/menu#primi")]} />, { locale: "it" });
  expect(screen.getByRole("link", { name: "the link" }).getAttribute("href")).toBe("/menu#primi");
});

test("javascript:, data: and other schemes are rendered as plain text, never as links", () => {
  for (const href of [
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:text/html,<b>x</b>",
    "vbscript:x",
    "//evil.example/",
    "ftp://example.com/",
  ]) {
    const { container, unmount } = renderPage(<PortableText value={[linkTo(href)]} />);
    expect(container.querySelector("a"), href).toBeNull();
    expect(container.textContent).toBe("before the link after");
    unmount();
  }
});

test("headings keep their level, except h1: the page's title is its only h1", () => {
  // "h1" is not a style of the schema: content that drifted.
  const heading = (style: string, text: string) => ({ ...paragraph([span(text)]), style }) as TextBlock;
  const { container } = renderPage(
    <PortableText value={[heading("h1", "One"), heading("h2", "Two"), heading("h3", "Three"), heading("h6", "Six")]} />,
  );
  expect(container.querySelector("h1")).toBeNull();
  expect([...container.querySelectorAll("h2")].map((h) => h.textContent)).toEqual(["One", "Two"]);
  expect(container.querySelector("h3")?.textContent).toBe("Three");
  expect(container.querySelector("h6")?.textContent).toBe("Six");
});

test("consecutive list items form one list", () => {
  const item = (text: string, listItem: "bullet" | "number"): PortableTextBlock => ({
    ...paragraph([span(text)]),
    listItem,
    level: 1,
  });
  const { container } = renderPage(
    <PortableText value={[item("a", "bullet"), item("b", "bullet"), item("1", "number")]} />,
  );
  expect(container.querySelectorAll("ul > li")).toHaveLength(2);
  expect(container.querySelectorAll("ol > li")).toHaveLength(1);
});

test("an unknown mark keeps its text, an unknown block type renders nothing; both warn", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  // A block of a type the schema does not have: content that drifted.
  const { container } = renderPage(
    <PortableText value={[paragraph([span("marked", ["sparkle"])]), { _type: "tweet", _key: "t" } as never]} />,
  );
  expect(container.textContent).toBe("marked");
  expect(warn).toHaveBeenCalled();
});

test("nothing to render is nothing", () => {
  const { container } = renderPage(<PortableText value={undefined} />);
  expect(container.innerHTML).toBe("");
});
