import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { layersPlugin } from "./scripts/layers.rule.js";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      ".react-router/**",
      "node_modules/**",
      ".cache/**",
      "bench/baseline/build/**",
      "bench/spikes/*/build/**",
      "test-results/**",
      "playwright-report/**",
      "studio/dist/**",
      "studio/.sanity/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Playwright fixtures take `use` and often an empty `{}` of dependencies: not React hooks.
    files: ["tests/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
  {
    // The server runs the app's build and shares only site/ and config/ with it (site/site-entry.ts);
    // both sit below the app, so none of them imports app/ source.
    files: ["server/**/*.ts", "site/**/*.ts", "config/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/app/**", "~/**"],
              message:
                "server/, site/ and config/ import no app/ source: the server reaches the app through its build (site/site-entry.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // The content model (studio/) sits below the content service that checks datasets against it and the
    // scripts that validate them: the Studio imports neither (decision 0071).
    files: ["studio/**/*.ts", "studio/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/content-service/**"],
              message:
                "studio/ imports no content-service/ code: the service checks datasets against the Studio's model, not the other way.",
            },
            {
              group: ["**/scripts/**"],
              message: "studio/ imports no scripts/: the scripts run over the Studio's model.",
            },
          ],
        },
      ],
    },
  },
  {
    // app/'s folders in layers, top to bottom (scripts/layers.rule.js): an import points down, never up
    // nor to a neighbour; `npx tsx scripts/layers.ts` counts the arrows and names those that still climb.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { layers: layersPlugin },
    rules: { "layers/down": "error" },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
