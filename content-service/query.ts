/**
 * A small pool of query workers. Each worker evaluates one query at a time; a query that runs past
 * the time limit is stopped by terminating its worker, which is then replaced.
 */
import { Worker } from "node:worker_threads";
import type { LoadedDataset } from "./dataset.ts";
import type { Logger } from "./http.ts";
import type { Perspective } from "./perspectives.ts";
import type { SourceMapMode } from "./source-map.ts";
import type { QueryFailure, WorkerRequest, WorkerResponse } from "./query-protocol.ts";

// Workers start from a plain ES module that loads the TypeScript worker through tsx (see the file).
const BOOT_URL = new URL("./query-worker-boot.mjs", import.meta.url);
const ENTRY_URL = new URL("./query-worker.ts", import.meta.url).href;
const MAX_BOOT_FAILURES = 3;

export interface QuerySpec {
  perspective: Perspective;
  query: string;
  params: Record<string, unknown>;
  projectId: string;
  sourceMap?: SourceMapMode;
}

export type QueryOutcome =
  { ok: true; json: string; ms: number; sourceMapJson?: string } | { ok: false; error: QueryFailure };

export class QueryTimeoutError extends Error {
  override name = "QueryTimeoutError";
}
/** The pool cannot take the query (closed, queue full, or workers that cannot start). */
export class QueryUnavailableError extends Error {
  override name = "QueryUnavailableError";
}

interface Job {
  dataset: LoadedDataset;
  spec: QuerySpec;
  resolve(outcome: QueryOutcome): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  retired: boolean;
  /** Dataset name → version this worker holds. */
  loaded: Map<string, number>;
  /** Commits sent and not yet applied: resolved on "applied" (or when the worker exits). */
  applying: { dataset: string; version: number; resolve(): void }[];
  current?: { id: number; job: Job; timer?: NodeJS.Timeout };
}

export interface QueryPoolOptions {
  size?: number;
  timeoutMs: number;
  logger: Logger;
  maxQueue?: number;
  /** Heap limit of each worker, so that a runaway query cannot exhaust the service's memory. */
  workerHeapMb?: number;
}

export class QueryPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private bootFailures = 0;
  private closed = false;
  private readonly size: number;
  private readonly maxQueue: number;
  private readonly firstReady: Promise<void>;
  private resolveFirstReady!: () => void;
  private rejectFirstReady!: (error: Error) => void;

  constructor(private readonly options: QueryPoolOptions) {
    this.size = Math.max(1, options.size ?? 2);
    this.maxQueue = options.maxQueue ?? 256;
    this.firstReady = new Promise((resolve, reject) => {
      this.resolveFirstReady = resolve;
      this.rejectFirstReady = reject;
    });
    this.firstReady.catch(() => {});
  }

  /** Starts the workers; resolves once one can take queries. */
  async start(): Promise<void> {
    this.fill();
    await this.firstReady;
  }

  run(dataset: LoadedDataset, spec: QuerySpec): Promise<QueryOutcome> {
    if (this.closed) return Promise.reject(new QueryUnavailableError("The query service is shutting down"));
    if (this.queue.length >= this.maxQueue) {
      return Promise.reject(new QueryUnavailableError("Too many queries are waiting; try again shortly"));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ dataset, spec, resolve, reject });
      if (this.bootFailures >= MAX_BOOT_FAILURES) this.bootFailures = 0; // give starting another try
      this.fill();
      this.dispatch();
    });
  }

  /**
   * Brings every running worker's copy of `dataset` up to its current version and resolves once each
   * has applied it (or has exited): a query that starts after that sees the commit. A worker too far
   * behind, or that never loaded the dataset, forgets it and loads it whole on its next query.
   */
  sync(dataset: LoadedDataset): Promise<void> {
    const waits: Promise<void>[] = [];
    for (const slot of this.slots) {
      if (slot.retired) continue;
      const held = slot.loaded.get(dataset.name);
      if (held === undefined || held === dataset.version) continue;
      const changes = dataset.changesSince(held);
      if (!changes) {
        slot.loaded.delete(dataset.name);
        continue;
      }
      slot.loaded.set(dataset.name, dataset.version);
      this.post(slot, { type: "apply", dataset: dataset.name, version: dataset.version, changes });
      waits.push(
        new Promise((resolve) => slot.applying.push({ dataset: dataset.name, version: dataset.version, resolve })),
      );
    }
    return Promise.all(waits).then(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    const error = new QueryUnavailableError("The query service is shutting down");
    for (const job of this.queue.splice(0)) job.reject(error);
    const slots = [...this.slots];
    this.slots.clear();
    await Promise.all(
      slots.map((slot) => {
        slot.retired = true;
        if (slot.current) {
          clearTimeout(slot.current.timer);
          slot.current.job.reject(error);
        }
        return slot.worker.terminate();
      }),
    );
  }

  private fill(): void {
    while (!this.closed && this.slots.size < this.size && this.bootFailures < MAX_BOOT_FAILURES) this.spawn();
  }

  private spawn(): void {
    const heap = this.options.workerHeapMb ?? 1024;
    const worker = new Worker(BOOT_URL, {
      workerData: { entry: ENTRY_URL },
      resourceLimits: { maxOldGenerationSizeMb: heap },
    });
    const slot: Slot = { worker, ready: false, retired: false, loaded: new Map(), applying: [] };
    this.slots.add(slot);
    worker.on("message", (message: WorkerResponse) => this.onMessage(slot, message));
    worker.on("error", (error) => {
      if (!slot.retired) this.options.logger.error(`query worker failed: ${error.stack ?? error.message}`);
    });
    worker.on("exit", (code) => this.onExit(slot, code));
  }

  private onMessage(slot: Slot, message: WorkerResponse): void {
    if (message.type === "applied") {
      const done = slot.applying.filter((wait) => wait.dataset === message.dataset && wait.version <= message.version);
      slot.applying = slot.applying.filter((wait) => !done.includes(wait));
      for (const wait of done) wait.resolve();
      return;
    }
    if (slot.retired) return;
    if (message.type === "ready") {
      slot.ready = true;
      this.bootFailures = 0;
      this.resolveFirstReady();
      this.dispatch();
      return;
    }
    const current = slot.current;
    if (!current) return;
    if (message.type === "loaded") {
      this.prepare(slot, current.id, current.job);
      return;
    }
    if (message.id !== current.id) return;
    clearTimeout(current.timer);
    slot.current = undefined;
    current.job.resolve(
      message.ok ?
        {
          ok: true,
          json: message.json,
          ms: message.ms,
          ...(message.sourceMapJson === undefined ? {} : { sourceMapJson: message.sourceMapJson }),
        }
      : { ok: false, error: message.error },
    );
    this.dispatch();
  }

  private onExit(slot: Slot, code: number): void {
    this.slots.delete(slot);
    for (const wait of slot.applying.splice(0)) wait.resolve(); // its copy is gone with it
    if (slot.retired || this.closed) return;
    slot.retired = true;
    if (!slot.ready) {
      this.bootFailures++;
      if (this.bootFailures >= MAX_BOOT_FAILURES) {
        const error = new QueryUnavailableError("The query workers cannot start; see the service log");
        this.rejectFirstReady(error);
        for (const job of this.queue.splice(0)) job.reject(error);
      }
    } else {
      this.options.logger.warn(`query worker exited unexpectedly (code ${code}); starting a new one`);
    }
    if (slot.current) {
      clearTimeout(slot.current.timer);
      slot.current.job.reject(new Error(`The query worker stopped unexpectedly (code ${code})`));
    }
    this.fill();
    this.dispatch();
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (!slot.ready || slot.retired || slot.current) continue;
      const job = this.queue.shift()!;
      const id = this.nextId++;
      slot.current = { id, job };
      this.prepare(slot, id, job);
    }
  }

  /**
   * Sends the query once the worker holds the dataset's current version: at once when it does, after
   * the commits it lacks (the worker takes its messages in order), or after loading it whole (the
   * time limit starts once it says "loaded", and this runs again).
   */
  private prepare(slot: Slot, id: number, job: Job): void {
    const { dataset } = job;
    const held = slot.loaded.get(dataset.name);
    const changes = held === undefined ? null : dataset.changesSince(held);
    if (held === dataset.version) {
      this.send(slot, id, job);
    } else if (changes) {
      slot.loaded.set(dataset.name, dataset.version);
      this.post(slot, { type: "apply", dataset: dataset.name, version: dataset.version, changes });
      this.send(slot, id, job);
    } else {
      slot.loaded.set(dataset.name, dataset.version);
      this.post(slot, { type: "load", dataset: dataset.name, version: dataset.version, documents: dataset.documents });
    }
  }

  private send(slot: Slot, id: number, job: Job): void {
    const { timeoutMs } = this.options;
    const timer = setTimeout(() => this.expire(slot, id), timeoutMs);
    timer.unref();
    slot.current = { id, job, timer };
    this.post(slot, { type: "query", id, dataset: job.dataset.name, version: job.dataset.version, ...job.spec });
  }

  private post(slot: Slot, message: WorkerRequest): void {
    slot.worker.postMessage(message);
  }

  private expire(slot: Slot, id: number): void {
    const current = slot.current;
    if (!current || current.id !== id || slot.retired) return;
    slot.retired = true;
    slot.current = undefined;
    this.slots.delete(slot);
    void slot.worker.terminate();
    current.job.reject(new QueryTimeoutError(`Query exceeded the time limit of ${this.options.timeoutMs} ms`));
    this.fill();
    this.dispatch();
  }
}
