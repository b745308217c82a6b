const HOUR_MS = 3_600_000;

/** Sandbox time: starts at the epoch and moves with `advance` (and with the real clock in realtime mode). */
export class SandboxClock {
  private advancedMs = 0;
  private readonly startedAtRealMs: number;

  constructor(
    readonly epochMs: number,
    readonly realtime: boolean,
    private readonly realNow: () => number = Date.now,
  ) {
    this.startedAtRealMs = realNow();
  }

  nowMs(): number {
    const real = this.realtime ? this.realNow() - this.startedAtRealMs : 0;
    return this.epochMs + this.advancedMs + real;
  }

  elapsedHours(): number {
    return (this.nowMs() - this.epochMs) / HOUR_MS;
  }

  advance(hours: number): void {
    if (!Number.isFinite(hours) || hours < 0) throw new RangeError('hours must be a non-negative number');
    this.advancedMs += hours * HOUR_MS;
  }
}
