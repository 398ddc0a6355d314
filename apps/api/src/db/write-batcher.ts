interface Pending<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the writes that arrive in one turn of the event loop and hands them to `write`
 * together, so they share one transaction: PGlite spends about 0.4 ms of CPU on any statement,
 * more than pricing a request, so a transaction per quote set would dominate the service's
 * cost. Each `add` resolves once its own item is committed. When a batch fails, each of its
 * items is written again on its own, so one bad item fails only its own caller.
 */
export class WriteBatcher<T> {
  private pending: Pending<T>[] = [];

  constructor(private readonly write: (items: T[]) => Promise<void>) {}

  add(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => void this.flush());
      this.pending.push({ item, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      await this.write(batch.map((entry) => entry.item));
      for (const entry of batch) entry.resolve();
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      await Promise.all(batch.map((entry) => this.write([entry.item]).then(entry.resolve, entry.reject)));
    }
  }
}
