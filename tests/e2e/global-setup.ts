import { buildIfNeeded } from "../../scripts/build-if-needed";
import { startContentService, startSite } from "./support/stack";

/** One content service and one production server for the whole run; tests that break them start their own. */
export default async function globalSetup() {
  buildIfNeeded();
  const content = await startContentService();
  const site = await startSite(content.url);
  process.env.BASE_URL = site.url;
  process.env.CONTENT_URL = content.url;
  return async () => {
    await site.stop();
    await content.stop();
  };
}
