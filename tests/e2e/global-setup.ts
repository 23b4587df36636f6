import { buildIfNeeded } from "../../scripts/build-if-needed";
import { startContentService, startSite } from "./support/stack";

/** One content service and one production server for the whole run; tests that break them start their own. */
export default async function globalSetup() {
  buildIfNeeded();
  const content = await startContentService();
  // A site that does not start ends the run before its teardown is known: the service goes with it
  // (one left behind ran on, unseen, for as long as the machine).
  const site = await startSite(content.url).catch(async (error: unknown) => {
    await content.stop();
    throw error;
  });
  process.env.BASE_URL = site.url;
  process.env.CONTENT_URL = content.url;
  return async () => {
    await site.stop();
    await content.stop();
  };
}
