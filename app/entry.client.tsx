import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { preloadBlocks, typesToHydrate } from "./blocks/lazy";
import { navigationFailure } from "./chrome/navigation-failure";
import { pendingNavigation } from "./errors/router-navigation";
import { loadMessages } from "./i18n/messages";
import { loadWhenOnline } from "~/browser/online";

// The page's catalogue must be in memory before hydration, or the first client render would differ
// from the server's. Italian is bundled; English is its own chunk. A failure is logged only
// (loadMessages falls back to Italian), and the page still hydrates.
const lang = document.documentElement.lang || "it";
// Likewise the code of the blocks the page shows that are chunks of their own (blocks/lazy.ts), the
// mobile menu's among them (until then the browser alone opens the server's menu), but for those
// hydrated without their code (decision 0080).
const blocks = typesToHydrate(document.querySelectorAll<HTMLElement>("[data-block]"));
if (document.getElementById("mobile-menu")) blocks.push("mobileMenu");

// Offline, they are fetched again once the browser is back online, and the page hydrates then.
void Promise.allSettled([loadMessages(lang), loadWhenOnline(() => preloadBlocks(blocks))]).then(([, blocksLoaded]) => {
  if (blocksLoaded.status === "fulfilled") {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter onError={navigationFailure.report} instrumentations={[pendingNavigation]} />
        </StrictMode>,
      );
    });
  } else {
    // Chunk recovery reloads the page once (errors/chunk-reload); past that, hydrating would replace the
    // server's page with an error page. The page works without JavaScript: it stays as it is.
    console.warn(
      "[blocks] the code of this page's blocks could not load; the page stays as the server rendered it",
      blocksLoaded.reason,
    );
  }
  // The service worker's registration is code of its own, fetched once the page has loaded: the
  // first paint and hydration never wait for it.
  const register = () => void import("./pwa/register").then((m) => m.registerServiceWorker()).catch(() => {});
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
});
