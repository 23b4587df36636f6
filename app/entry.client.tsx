import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMessages } from "./i18n/messages";
import { registerServiceWorker } from "./pwa/register";

// The page's catalogue must be in memory before hydration, or the first client render would differ
// from the server's. Italian is bundled; English is its own chunk. A failure is logged only
// (loadMessages falls back to Italian), and the page still hydrates.
const lang = document.documentElement.lang || "it";

void loadMessages(lang).finally(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  registerServiceWorker();
});
