/**
 * The one writer of each dataset: transactions run one at a time (their queries see the state
 * before them), are committed to the database (store.ts), then pushed to every query worker. What
 * follows a commit (listen events, the publish purge) hears of it once every worker has applied it,
 * in commit order, so a listener that queries on an event finds the write.
 */
import type { LoadedDataset } from "./dataset.ts";
import type { Logger } from "./http.ts";
import { httpError } from "./http.ts";
import { mutationError, type AppliedTransaction, type Visibility } from "./mutate.ts";
import type { QueryPool } from "./query.ts";

export interface Commit {
  dataset: LoadedDataset;
  tx: AppliedTransaction;
  seq: number;
  author: string;
}

export type CommitListener = (commit: Commit) => void;

export class Writer {
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Commits are announced in order, each once the workers have it. */
  private announced: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<CommitListener>();
  private readonly lastMs = new Map<string, number>();
  /** The last commit of each dataset announced; absent until this process commits to it. */
  private readonly announcedSeq = new WeakMap<LoadedDataset, number>();

  constructor(
    private readonly pool: QueryPool,
    private readonly logger: Logger,
  ) {}

  /**
   * The last transaction of `dataset` whose announcement is done: every commit up to it has reached
   * the commit listeners, none after it has.
   */
  announcedThrough(dataset: LoadedDataset): number {
    return this.announcedSeq.get(dataset) ?? dataset.store.seq;
  }

  onCommit(listener: CommitListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Runs `build` alone on the dataset (it computes the transaction from the current state, at the
   * time it is given), commits
   * what it returns unless `dryRun`, and resolves when the write is visible as `visibility` asks:
   * `sync` once every query worker has applied it; `async` and `deferred` once it is on disk.
   */
  write(
    dataset: LoadedDataset,
    build: (timestamp: string) => Promise<AppliedTransaction>,
    options: { dryRun: boolean; visibility: Visibility; author: string },
  ): Promise<Commit> {
    const previous = this.queues.get(dataset.name) ?? Promise.resolve();
    let visible: Promise<void> = Promise.resolve();
    const run = previous.then(async () => {
      // Each transaction's time is later than the one before, even if the clock steps back.
      const ms = Math.max(Date.now(), (this.lastMs.get(dataset.name) ?? 0) + 1);
      this.lastMs.set(dataset.name, ms);
      const tx = await build(new Date(ms).toISOString());
      if (options.dryRun) return { dataset, tx, seq: dataset.store.seq, author: options.author };
      if (dataset.store.hasTransaction(tx.id)) {
        throw mutationError(409, undefined, {
          type: "transactionIdConflictError",
          description: `Transaction ID "${tx.id}" has been used before`,
        });
      }
      let seq: number;
      if (!this.announcedSeq.has(dataset)) this.announcedSeq.set(dataset, dataset.store.seq);
      try {
        seq = dataset.commit({
          id: tx.id,
          timestamp: tx.timestamp,
          author: options.author,
          mutations: tx.mutations,
          changes: tx.changes,
        });
      } catch (error) {
        this.logger.error(`content service: a transaction could not be written: ${(error as Error).message}`);
        throw httpError(500, "The transaction could not be written; nothing was changed");
      }
      const commit: Commit = { dataset, tx, seq, author: options.author };
      visible = this.pool.sync(dataset);
      this.announced = Promise.all([this.announced, visible]).then(() => this.announce(commit));
      return commit;
    });
    // The next transaction waits for this one's commit, not for its visibility.
    this.queues.set(
      dataset.name,
      run.catch(() => undefined),
    );
    return run.then(async (commit) => {
      if (options.visibility === "sync") await visible;
      return commit;
    });
  }

  private announce(commit: Commit): void {
    this.announcedSeq.set(commit.dataset, commit.seq);
    for (const listener of this.listeners) {
      try {
        listener(commit);
      } catch (error) {
        this.logger.error(`content service: a commit listener failed: ${(error as Error).stack ?? String(error)}`);
      }
    }
  }
}
