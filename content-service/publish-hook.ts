/**
 * A publish reaches the site: after a commit that changed published documents (not drafts, not
 * release versions), the service posts them to each hook as Sanity's GROQ-powered webhook would
 * (`[{"_id", "_type"}]`, the `x-revalidate-secret` header) to the site's POST /api/revalidate, which
 * purges its caches and every shared cache in front by the documents' surrogate keys
 * (decision 0058). Hooks are called in commit order; a failed call is tried again, then logged.
 */
import type { Logger } from "./http.ts";
import { isPublishedId } from "./perspectives.ts";
import type { Commit, Writer } from "./writer.ts";

export interface PublishHook {
  /** The site's webhook, e.g. http://127.0.0.1:3000/api/revalidate. */
  url: string;
  secret: string;
}

const ATTEMPTS = 3;
const TIMEOUT_MS = 10_000;

/** The published documents a commit changed, as the webhook names them. */
export function publishedIn(commit: Commit): { _id: string; _type: string }[] {
  return commit.tx.changes.flatMap((change) => {
    const type = change.after?._type ?? change.before?._type;
    return isPublishedId(change.id) && typeof type === "string" ? [{ _id: change.id, _type: type }] : [];
  });
}

export function callPublishHooks(
  writer: Writer,
  hooks: readonly PublishHook[],
  logger: Logger,
): { settled(): Promise<void> } {
  let chain: Promise<void> = Promise.resolve();
  if (hooks.length) {
    writer.onCommit((commit) => {
      const documents = publishedIn(commit);
      if (!documents.length) return;
      chain = chain.then(() => Promise.all(hooks.map((hook) => post(hook, documents, logger))).then(() => undefined));
    });
  }
  return { settled: () => chain };
}

async function post(hook: PublishHook, documents: { _id: string; _type: string }[], logger: Logger): Promise<void> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const response = await fetch(hook.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "x-revalidate-secret": hook.secret },
        body: JSON.stringify(documents),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (response.ok) return;
      if (response.status !== 502 && response.status < 500) {
        logger.warn(
          `content service: the publish hook ${hook.url} refused the purge (${response.status}); the site's caches keep their pages`,
        );
        return;
      }
      logger.warn(
        `content service: the publish hook ${hook.url} answered ${response.status} (attempt ${attempt} of ${ATTEMPTS})`,
      );
    } catch (error) {
      logger.warn(
        `content service: the publish hook ${hook.url} failed: ${(error as Error).message} (attempt ${attempt} of ${ATTEMPTS})`,
      );
    }
    if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
  logger.error(
    `content service: a publish did not reach ${hook.url}; its caches may serve the old pages until they expire`,
  );
}
