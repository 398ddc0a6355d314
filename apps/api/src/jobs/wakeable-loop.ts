/**
 * A worker loop that runs every `everyMs` and whenever woken: never two runs at once, and a wake
 * during a run starts one more after it. With `gatherMs`, wakes within that time gather into one
 * run (a busy service then works in batches rather than one item at a time). A failed run is
 * reported and the loop goes on. The outbox sender runs on it (woken within 200 ms of a quote; the
 * reminder sender is a scheduled job, decision 047).
 */
export class WakeableLoop {
  private timer: NodeJS.Timeout | undefined;
  private gathering: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wanted = false;
  private stopped = false;

  constructor(
    private readonly options: {
      run: () => Promise<unknown>;
      everyMs: number;
      gatherMs?: number;
      onError: (error: unknown) => void;
    },
  ) {}

  /**
   * Starts the loop with a run now. Beside a server the timer does not keep the process alive
   * (`holdsProcess` false); a worker process with nothing else to do passes true.
   */
  start({ holdsProcess = false } = {}): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.options.everyMs);
    if (!holdsProcess) this.timer.unref();
    this.wake();
  }

  /** Runs soon (after `gatherMs`), or once more after the run in progress. */
  wake(): void {
    if (this.stopped) return;
    if (this.running || this.gathering) {
      this.wanted = true;
      return;
    }
    const { gatherMs } = this.options;
    if (gatherMs === undefined) {
      this.runOnce();
      return;
    }
    this.gathering = setTimeout(() => this.runOnce(), gatherMs);
    this.gathering.unref();
  }

  private runOnce(): void {
    this.gathering = undefined;
    this.wanted = false;
    this.running = this.options
      .run()
      .then(() => undefined)
      .catch(this.options.onError)
      .finally(() => {
        this.running = undefined;
        if (this.wanted) this.wake();
      });
  }

  /** Stops the loop and waits for the run in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.gathering);
    this.gathering = undefined;
    await this.running;
  }
}
