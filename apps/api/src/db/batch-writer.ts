interface Pending<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: items added while a write is in flight are written together by the next one, in
 * a single transaction. An idle writer writes at once, so a lone request waits no longer than
 * its own insert; under load, many requests share one round trip. Each `add` resolves only once
 * its item is stored, so an answer never names a quote set that is not saved yet.
 */
export class BatchWriter<T> {
  private queue: Pending<T>[] = [];
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly maxBatchSize = 64,
  ) {}

  add(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.flushing ??= this.flush();
    });
  }

  /** Resolves once everything added so far is written (or has failed). */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async flush(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatchSize);
        try {
          await this.write(batch.map((pending) => pending.item));
          for (const pending of batch) pending.resolve();
        } catch (error) {
          for (const pending of batch) pending.reject(error);
        }
      }
    } finally {
      this.flushing = undefined;
    }
  }
}
