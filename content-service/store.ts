/**
 * The local Content Lake's store: one SQLite database (better-sqlite3) per dataset source, holding
 * the documents, the transaction log and every revision of every document. WAL mode with
 * `synchronous=FULL`: a transaction is on disk when `commit()` returns, and a crash in the middle of
 * one leaves the state before it (SQLite's atomic commit). One writer: this process, serialised by
 * the caller (mutate.ts). Readers are the query workers, which get the documents from here, never
 * from the NDJSON or the archive after the first start (which seeds an empty database).
 */
import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { SanityDocument } from "./perspectives.ts";

/** Bump with a migration below: a database made by an older project is brought up to date on open. */
export const SCHEMA_VERSION = 1;

/** Each step takes the database from version i to i + 1 (index i), in one transaction. */
const MIGRATIONS: ((db: Database.Database) => void)[] = [
  (db) =>
    db.exec(`
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE documents (id TEXT PRIMARY KEY, ord INTEGER NOT NULL, body TEXT NOT NULL);
      CREATE INDEX documents_by_ord ON documents (ord);
      CREATE TABLE transactions (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        timestamp TEXT NOT NULL,
        author TEXT NOT NULL,
        mutations TEXT NOT NULL
      );
      -- A document after each transaction that touched it (body NULL: deleted).
      CREATE TABLE revisions (
        id TEXT NOT NULL,
        seq INTEGER NOT NULL REFERENCES transactions (seq),
        rev TEXT,
        body TEXT,
        PRIMARY KEY (id, seq)
      );
      CREATE INDEX revisions_by_rev ON revisions (rev);
    `),
];

export interface Change {
  id: string;
  before: SanityDocument | null;
  after: SanityDocument | null;
}

export interface TransactionRecord {
  seq: number;
  id: string;
  timestamp: string;
  author: string;
  mutations: unknown[];
  documentIds: string[];
}

/** Where a dataset's database lives: one file per dataset and per source (a directory or an archive). */
export function databaseFile(dbDir: string, dataset: string, sourceId: string): string {
  const hash = createHash("sha256").update(sourceId).digest("hex").slice(0, 12);
  return join(dbDir, `${dataset}-${hash}.sqlite`);
}

export class DocumentStore {
  private readonly db: Database.Database;
  /** The current documents, in dataset order (a replaced document keeps its place, a new one goes last). */
  private readonly docs = new Map<string, SanityDocument>();
  private nextOrd = 0;
  private lastSeq = 0;
  readonly seeded: boolean;

  private constructor(
    readonly file: string,
    documents: SanityDocument[] | null,
  ) {
    this.db = new Database(file);
    // Another process may be opening the same database (tests, two services on one dataset): wait for it.
    this.db.pragma("busy_timeout = 10000");
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = FULL");
    this.db.pragma("foreign_keys = ON");
    this.migrate();
    this.seeded = documents !== null && this.seed(documents);
    for (const row of this.db.prepare("SELECT body, ord FROM documents ORDER BY ord").iterate() as Iterable<{
      body: string;
      ord: number;
    }>) {
      const doc = JSON.parse(row.body) as SanityDocument;
      this.docs.set(doc._id, doc);
      this.nextOrd = row.ord + 1;
    }
    this.lastSeq = (
      this.db.prepare("SELECT COALESCE(MAX(seq), 0) AS seq FROM transactions").get() as { seq: number }
    ).seq;
  }

  /**
   * Opens the database in `file`, creating and seeding it from `seed()` when it holds nothing yet.
   * Null when the database is new and the seed says there is no such dataset (nothing is created).
   */
  static async open(file: string, seed: () => Promise<SanityDocument[] | null>): Promise<DocumentStore | null> {
    mkdirSync(join(file, ".."), { recursive: true });
    const existing = DocumentStore.hasData(file);
    const documents = existing ? null : await seed();
    if (!existing && documents === null) return null;
    return new DocumentStore(file, documents);
  }

  private static hasData(file: string): boolean {
    let db: Database.Database | undefined;
    try {
      db = new Database(file, { fileMustExist: true });
      if ((db.pragma("user_version", { simple: true }) as number) < 1) return false;
      return !!db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").get();
    } catch {
      return false;
    } finally {
      db?.close();
    }
  }

  /**
   * Whether another connection (a running content service) has the database in `file` open. Leaving
   * WAL mode needs every other connection closed, so SQLite answers busy while one is; the OS drops
   * a killed process's locks, so a crashed service does not count. On a database no one has open,
   * this leaves it in rollback-journal mode, which the next open turns back to WAL.
   */
  static inUse(file: string): boolean {
    const db = new Database(file, { fileMustExist: true });
    try {
      db.pragma("busy_timeout = 0");
      db.pragma("journal_mode = DELETE");
      return false;
    } catch (error) {
      if ((error as { code?: string }).code === "SQLITE_BUSY") return true;
      throw error;
    } finally {
      db.close();
    }
  }

  private migrate(): void {
    this.db
      .transaction(() => {
        const current = this.db.pragma("user_version", { simple: true }) as number;
        if (current > SCHEMA_VERSION) {
          throw new Error(
            `${this.file} was made by a newer version of the project (schema ${current}, this one knows ${SCHEMA_VERSION})`,
          );
        }
        for (let version = current; version < SCHEMA_VERSION; version++) MIGRATIONS[version]!(this.db);
        this.db.pragma(`user_version = ${SCHEMA_VERSION}`);
      })
      .immediate();
  }

  /**
   * The seed is transaction 1: every document as the source holds it, its `_rev` kept (or given one).
   * False when the database already holds a seed (another process seeded it first).
   */
  private seed(documents: SanityDocument[]): boolean {
    const timestamp = new Date().toISOString();
    return this.db
      .transaction(() => {
        if (this.db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").get()) return false;
        const info = this.db
          .prepare("INSERT INTO transactions (id, timestamp, author, mutations) VALUES (?, ?, 'seed', '[]')")
          .run(`seed-${createHash("sha1").update(timestamp).digest("hex").slice(0, 16)}`, timestamp);
        const seq = Number(info.lastInsertRowid);
        const insert = this.db.prepare("INSERT INTO documents (id, ord, body) VALUES (?, ?, ?)");
        const revision = this.db.prepare("INSERT INTO revisions (id, seq, rev, body) VALUES (?, ?, ?, ?)");
        documents.forEach((document, ord) => {
          const doc = typeof document._rev === "string" ? document : { ...document, _rev: `seed${ord}` };
          const body = JSON.stringify(doc);
          insert.run(doc._id, ord, body);
          revision.run(doc._id, seq, doc._rev as string, body);
        });
        this.db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)").run(timestamp);
        return true;
      })
      .immediate();
  }

  /** The last transaction's sequence number: it grows with every commit, across restarts. */
  get seq(): number {
    return this.lastSeq;
  }

  get(id: string): SanityDocument | undefined {
    return this.docs.get(id);
  }

  documents(): SanityDocument[] {
    return [...this.docs.values()];
  }

  get size(): number {
    return this.docs.size;
  }

  hasTransaction(id: string): boolean {
    return !!this.db.prepare("SELECT 1 FROM transactions WHERE id = ?").get(id);
  }

  /**
   * Writes one transaction: the documents after it, the log entry and a revision per document, all
   * or nothing, on disk (fsync'd) before this returns. Then the in-memory documents follow.
   */
  commit(tx: { id: string; timestamp: string; author: string; mutations: unknown[]; changes: Change[] }): number {
    const { seq, ord } = this.db.transaction(() => {
      const info = this.db
        .prepare("INSERT INTO transactions (id, timestamp, author, mutations) VALUES (?, ?, ?, ?)")
        .run(tx.id, tx.timestamp, tx.author, JSON.stringify(tx.mutations));
      const seq = Number(info.lastInsertRowid);
      const upsert = this.db.prepare(
        "INSERT INTO documents (id, ord, body) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET body = excluded.body",
      );
      const remove = this.db.prepare("DELETE FROM documents WHERE id = ?");
      const revision = this.db.prepare("INSERT INTO revisions (id, seq, rev, body) VALUES (?, ?, ?, ?)");
      let ord = this.nextOrd;
      for (const change of tx.changes) {
        if (change.after) {
          const body = JSON.stringify(change.after);
          upsert.run(change.id, ord++, body);
          revision.run(change.id, seq, change.after._rev as string, body);
        } else {
          remove.run(change.id);
          revision.run(change.id, seq, null, null);
        }
      }
      return { seq, ord };
    })();
    for (const change of tx.changes) {
      if (change.after) this.docs.set(change.id, change.after);
      else this.docs.delete(change.id);
    }
    this.nextOrd = ord;
    this.lastSeq = seq;
    return seq;
  }

  /** The transactions that touched any of `ids`, oldest first (from the seed on). */
  transactions(
    ids: readonly string[],
    options: { fromSeq?: number; toSeq?: number; limit?: number } = {},
  ): TransactionRecord[] {
    const placeholders = ids.map(() => "?").join(",");
    const rows = this.db
      .prepare(
        `SELECT t.seq, t.id, t.timestamp, t.author, t.mutations, json_group_array(r.id) AS documentIds
         FROM transactions t JOIN revisions r ON r.seq = t.seq
         WHERE r.id IN (${placeholders}) AND t.seq >= ? AND t.seq <= ?
         GROUP BY t.seq ORDER BY t.seq LIMIT ?`,
      )
      .all(...ids, options.fromSeq ?? 0, options.toSeq ?? Number.MAX_SAFE_INTEGER, options.limit ?? 1000) as {
      seq: number;
      id: string;
      timestamp: string;
      author: string;
      mutations: string;
      documentIds: string;
    }[];
    return rows.map((row) => ({
      ...row,
      mutations: JSON.parse(row.mutations) as unknown[],
      documentIds: JSON.parse(row.documentIds) as string[],
    }));
  }

  /** The sequence number of transaction `id`, or null when this database never had it. */
  seqOf(id: string): number | null {
    const row = this.db.prepare("SELECT seq FROM transactions WHERE id = ?").get(id) as { seq: number } | undefined;
    return row?.seq ?? null;
  }

  /** The transaction that wrote a document's revision `rev` (null: no document had it). */
  seqOfRevision(rev: string): number | null {
    const row = this.db.prepare("SELECT MIN(seq) AS seq FROM revisions WHERE rev = ?").get(rev) as
      { seq: number | null } | undefined;
    return row?.seq ?? null;
  }

  /** The id of the transaction numbered `seq` (null: none). */
  transactionIdAt(seq: number): string | null {
    const row = this.db.prepare("SELECT id FROM transactions WHERE seq = ?").get(seq) as { id: string } | undefined;
    return row?.id ?? null;
  }

  /**
   * The transactions after `fromSeq` up to `toSeq`, oldest first, each with its changes as
   * `commit()` took them (in their order, every document before and after): what a listener that
   * was away missed.
   */
  committedBetween(fromSeq: number, toSeq: number): (Omit<TransactionRecord, "documentIds"> & { changes: Change[] })[] {
    const transactions = this.db
      .prepare("SELECT seq, id, timestamp, author, mutations FROM transactions WHERE seq > ? AND seq <= ? ORDER BY seq")
      .all(fromSeq, toSeq) as { seq: number; id: string; timestamp: string; author: string; mutations: string }[];
    const changes = this.db.prepare(
      `SELECT r.id, r.body AS after,
         (SELECT p.body FROM revisions p WHERE p.id = r.id AND p.seq < r.seq ORDER BY p.seq DESC LIMIT 1) AS before
       FROM revisions r WHERE r.seq = ? ORDER BY r.rowid`,
    );
    const parse = (body: string | null) => (body === null ? null : (JSON.parse(body) as SanityDocument));
    return transactions.map((tx) => ({
      ...tx,
      mutations: JSON.parse(tx.mutations) as unknown[],
      changes: (changes.all(tx.seq) as { id: string; before: string | null; after: string | null }[]).map((row) => ({
        id: row.id,
        before: parse(row.before),
        after: parse(row.after),
      })),
    }));
  }

  /** A transaction by its id (or null). */
  transaction(id: string): TransactionRecord | null {
    const row = this.db.prepare("SELECT seq FROM transactions WHERE id = ?").get(id) as { seq: number } | undefined;
    if (!row) return null;
    const ids = (this.db.prepare("SELECT id FROM revisions WHERE seq = ?").all(row.seq) as { id: string }[]).map(
      (r) => r.id,
    );
    return this.transactions(ids, { fromSeq: row.seq, toSeq: row.seq })[0] ?? null;
  }

  /** A document as it was after transaction `seq` (null: it did not exist then). */
  documentAt(id: string, seq: number): SanityDocument | null {
    const row = this.db
      .prepare("SELECT body FROM revisions WHERE id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1")
      .get(id, seq) as { body: string | null } | undefined;
    return row?.body ? (JSON.parse(row.body) as SanityDocument) : null;
  }

  /** The document at its revision `rev` (null when it never had it). */
  documentAtRevision(id: string, rev: string): SanityDocument | null {
    const row = this.db
      .prepare("SELECT body FROM revisions WHERE id = ? AND rev = ? ORDER BY seq DESC LIMIT 1")
      .get(id, rev) as { body: string | null } | undefined;
    return row?.body ? (JSON.parse(row.body) as SanityDocument) : null;
  }

  /** The last transaction at or before `time` (ISO 8601), or 0. */
  seqAt(time: string): number {
    const row = this.db
      .prepare("SELECT COALESCE(MAX(seq), 0) AS seq FROM transactions WHERE timestamp <= ?")
      .get(time) as { seq: number };
    return row.seq;
  }

  close(): void {
    this.db.close();
  }
}
