import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { packageRoot } from "./paths";

type Request =
  | { type: "ready" }
  | { type: "query"; sql: string; params: unknown[]; arrayRows: boolean }
  | { type: "batch"; statements: string[] }
  | { type: "copy"; sql: string; data: string }
  | { type: "close" };

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** An error from the worker, keeping PostgreSQL's SQLSTATE code. */
export class PgliteError extends Error {
  override readonly name = "PgliteError";
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** pglite-worker.mjs in src/, or its bundled copy in dist/ when running the built service. */
function workerFile(): string {
  const fromDist = fileURLToPath(import.meta.url).includes(`${join("/", "dist")}/`);
  const built = join(packageRoot(), "dist", "pglite-worker.js");
  return fromDist && existsSync(built) ? built : join(packageRoot(), "src", "db", "pglite-worker.mjs");
}

/**
 * The main thread's side of the PGlite worker: every call is a message, answered in turn. If the
 * worker dies, calls in flight fail, and the next call starts a new worker.
 */
export class PgliteClient {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();
  private closed = false;

  constructor(private readonly dataDir: string) {}

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(workerFile(), { workerData: { dataDir: this.dataDir } });
    worker.on(
      "message",
      ({
        id,
        result,
        error,
      }: {
        id: number;
        result?: unknown;
        error?: { message: string; code?: string };
      }) => {
        const pending = this.pending.get(id);
        if (!pending) return;
        this.pending.delete(id);
        if (error) pending.reject(new PgliteError(error.message, error.code));
        else pending.resolve(result);
      },
    );
    const failAll = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on("error", (error) => failAll(error));
    worker.on("exit", (code) => failAll(new PgliteError(`The database worker stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private call<T>(request: Request): Promise<T> {
    if (this.closed) return Promise.reject(new PgliteError("The database is closed"));
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, ...request });
    });
  }

  ready(): Promise<void> {
    return this.call({ type: "ready" });
  }

  query(sql: string, params: unknown[], arrayRows: boolean): Promise<unknown[]> {
    return this.call({ type: "query", sql, params, arrayRows });
  }

  /** Runs `COPY … FROM '/dev/blob'` with `data` (COPY text format) as the blob. */
  copyFrom(sql: string, data: string): Promise<void> {
    return this.call({ type: "copy", sql, data });
  }

  /** Runs statements in one transaction (migrations). */
  batch(statements: string[]): Promise<void> {
    return this.call({ type: "batch", statements });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    const worker = this.worker;
    if (worker) {
      const exited = new Promise((resolve) => worker.once("exit", resolve));
      await this.call({ type: "close" }).catch(() => {});
      await exited;
    }
    this.closed = true;
  }

  get isClosed(): boolean {
    return this.closed;
  }
}
