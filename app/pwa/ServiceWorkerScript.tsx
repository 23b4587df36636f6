import { SERVICE_WORKER_PATH } from "./brand";
import registerServiceWorkerSource from "./register.inline?script";
import { OFFLINE_LOGO, WARM_UP_MESSAGE } from "./warm-up";

/** Same-origin files a first visit loaded before the service worker existed, worth keeping offline. */
const WARM = "^/(assets|images|icons)/";

/** The service worker's registration at load, inline (register.inline.ts); production builds only. */
export function ServiceWorkerScript({ nonce }: { nonce?: string }) {
  if (import.meta.env.DEV) return null;
  const source = import.meta.env.SSR ? `(${registerServiceWorkerSource})(${[SERVICE_WORKER_PATH, WARM_UP_MESSAGE, OFFLINE_LOGO, WARM].map((a) => JSON.stringify(a)).join(",")});` : "";
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}
