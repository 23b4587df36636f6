import { expect, test } from "vitest";
import { hook } from "./hook.test-support.ts";
import { reactRouterProductionBuild } from "./react-router-production.ts";

const plugin = reactRouterProductionBuild();
const resolveId = hook(plugin, "resolveId");
const transform = hook(plugin, "transform");

test("react-router and react-router/dom resolve to the package's production build, nothing else does", () => {
  expect(resolveId.call({}, "react-router")).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
  expect(resolveId.call({}, "react-router/dom")).toMatch(/[\\/]dist[\\/]production[\\/]dom-export\.mjs$/);
  expect(resolveId.call({}, "react")).toBeNull();
});

test("its components lose their display names and their forwardRef calls are marked pure", () => {
  const file = (resolveId.call({}, "react-router") as string).replace(/index\.mjs$/, "chunk.mjs");
  const code = [
    "var NavLink = React.forwardRef(function NavLink() {});",
    'NavLink.displayName = "NavLink";',
    "export { NavLink };",
  ].join("\n");
  const out = (transform.call({}, code, file) as { code: string }).code;
  expect(out).toContain("var NavLink = /* @__PURE__ */ React.forwardRef(");
  expect(out).not.toContain("displayName");
  expect(transform.call({}, code, "/repo/app/routes/home.tsx")).toBeNull();
});
