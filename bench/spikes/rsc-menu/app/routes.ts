import { type RouteConfig, route } from "@react-router/dev/routes";

/** /menu and /en/menu only: the page the spike measures. */
export default [route("menu", "routes/menu.tsx", { id: "menu___default" }), route("en/menu", "routes/menu.tsx", { id: "menu___en" })] satisfies RouteConfig;
