// Fair admission for heavy work (issue 29 item 4): one user flooding renders or vision calls must
// not take them from everyone. Each user has a line of their own; a free slot goes to the next
// user in turn (round-robin), interactive work before bulk, and no user holds more than
// `perUserRunning` slots while others wait. Lines are bounded: past them a call is refused at once.
import { ApiError, type ErrorName } from '../http/errors.js';

/** Interactive: a person is waiting on the answer. Bulk: previews and batches, drawn when free. */
export type JobClass = 'interactive' | 'bulk';

export interface FairLimits {
  /** Jobs running at once, all users together. */
  running: number;
  /** Jobs of one user running at once. */
  perUserRunning: number;
  /** Jobs waiting, all users together; past it `busy` is refused. */
  waitingMax: number;
  /** Jobs of one user waiting; past it `userBusy` is refused. */
  perUserWaiting: number;
}

/**
 * The shares the queues give from their RENDER_/VISION_ settings: one user runs at most half the
 * workers (so with two or more a slot is always left to others) and waits in at most half the
 * line (a page of nine smart previews fits the default line of twenty).
 */
export function fairLimits(limits: { workers: number; queueMax: number }): FairLimits {
  return {
    running: limits.workers,
    perUserRunning: Math.max(1, Math.floor(limits.workers / 2)),
    waitingMax: limits.queueMax,
    perUserWaiting: Math.max(1, Math.floor(limits.queueMax / 2)),
  };
}

const SERVED_KEPT = 10_000;

interface Waiting {
  start(): void;
  refuse(error: ErrorName): void;
}

interface Line {
  running: number;
  /** When this user last started a job (a count of starts); a newcomer's 0 goes first. */
  served: number;
  waiting: Record<JobClass, Waiting[]>;
}

export interface FairQueueOptions {
  limits: FairLimits;
  /** Refusals: all lines full, and this user's line full. */
  busy: ErrorName;
  userBusy: ErrorName;
}

export class FairQueue {
  private readonly lines = new Map<string, Line>();
  private starts = 0;
  // When each recent user last started a job, kept past their line so one who comes back at once
  // is not taken for a newcomer; the oldest are dropped past SERVED_KEPT.
  private readonly servedAt = new Map<string, number>();
  private running = 0;
  private waiting = 0;

  constructor(private readonly options: FairQueueOptions) {}

  /** Jobs waiting, all users together. */
  get size(): number {
    return this.waiting;
  }

  /** Jobs running now. */
  get pending(): number {
    return this.running;
  }

  /** Runs `task` when it is `user`'s turn, or refuses at once when the lines are full. */
  run<T>(user: string, jobClass: JobClass, task: () => Promise<T>): Promise<T> {
    const { limits } = this.options;
    const line = this.lineOf(user);
    // After every dispatch no waiting job may start, so one that may start now passes nobody.
    if (this.mayStart(line)) return this.start(user, line, task);
    // Bulk work a user asks for again replaces what they asked for before: the previews of a page
    // they generated anew. Their oldest waiting bulk job gives up its place (refused as over their
    // share) instead of the new one, and their line stays as long as it was.
    if (jobClass === 'bulk' && this.lengthOf(line) >= limits.perUserWaiting) {
      const displaced = line.waiting.bulk.shift();
      if (displaced) {
        this.waiting -= 1;
        displaced.refuse(this.options.userBusy);
      }
    }
    const mine = this.lengthOf(line);
    const full =
      mine >= limits.perUserWaiting
        ? this.options.userBusy
        : this.waiting >= limits.waitingMax
          ? this.options.busy
          : undefined;
    if (full) {
      this.forget(user, line);
      return Promise.reject(new ApiError(full));
    }
    return new Promise<T>((resolve, reject) => {
      line.waiting[jobClass].push({
        start: () => {
          this.start(user, line, task).then(resolve, reject);
        },
        refuse: (error) => {
          reject(new ApiError(error));
        },
      });
      this.waiting += 1;
      this.dispatch();
    });
  }

  /** Refuses every waiting job (the api is closing); running ones finish. */
  clear(): void {
    for (const line of this.lines.values()) {
      for (const waiting of line.waiting.interactive.splice(0)) waiting.refuse(this.options.busy);
      for (const waiting of line.waiting.bulk.splice(0)) waiting.refuse(this.options.busy);
    }
    this.waiting = 0;
  }

  private lineOf(user: string): Line {
    let line = this.lines.get(user);
    if (!line) {
      line = {
        running: 0,
        served: this.servedAt.get(user) ?? 0,
        waiting: { interactive: [], bulk: [] },
      };
      this.lines.set(user, line);
    }
    return line;
  }

  private lengthOf(line: Line): number {
    return line.waiting.interactive.length + line.waiting.bulk.length;
  }

  private mayStart(line: Line): boolean {
    const { limits } = this.options;
    return this.running < limits.running && line.running < limits.perUserRunning;
  }

  private async start<T>(user: string, line: Line, task: () => Promise<T>): Promise<T> {
    this.running += 1;
    line.running += 1;
    this.starts += 1;
    line.served = this.starts;
    this.servedAt.delete(user);
    this.servedAt.set(user, this.starts);
    if (this.servedAt.size > SERVED_KEPT) {
      for (const oldest of this.servedAt.keys()) {
        this.servedAt.delete(oldest);
        break;
      }
    }
    try {
      return await task();
    } finally {
      this.running -= 1;
      line.running -= 1;
      this.forget(user, line);
      this.dispatch();
    }
  }

  // Starts waiting jobs while slots are free: interactive first, users in turn.
  private dispatch(): void {
    for (;;) {
      const next = this.pick('interactive') ?? this.pick('bulk');
      if (!next) return;
      this.waiting -= 1;
      next.start();
    }
  }

  // The user served longest ago among those with a job of the class that may start (round-robin).
  private pick(jobClass: JobClass): Waiting | undefined {
    let next: Line | undefined;
    for (const line of this.lines.values()) {
      if (line.waiting[jobClass].length === 0 || !this.mayStart(line)) continue;
      if (!next || line.served < next.served) next = line;
    }
    return next?.waiting[jobClass].shift();
  }

  // A user with nothing running or waiting is forgotten (the map stays as small as the crowd).
  private forget(user: string, line: Line): void {
    if (line.running > 0 || this.lengthOf(line) > 0) return;
    this.lines.delete(user);
  }
}
