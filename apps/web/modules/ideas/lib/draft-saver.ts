// The draft autosave's timing apart from React: `touch()` after each change starts a wait of `delay` (a new change
// restarts it), `flush()` saves at once; one save runs at a time, and changes made while it runs are saved right
// after it; a failed save keeps the changes unsaved (the next touch or flush tries again). `status` follows.
import { toErrorMessage } from '../../data/lib/error-message.ts';
import type { TSaveStatus } from './idea-form.ts';

export class DraftSaver {
  private dirty = false;
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly save: () => Promise<void>,
    private readonly onStatus: (status: TSaveStatus) => void,
    private readonly delay: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Something changed: save once typing has paused for `delay`. */
  touch(): void {
    this.dirty = true;
    this.onStatus({ kind: 'pending' });
    this.clearTimer();
    this.timer = setTimeout(() => void this.flush(), this.delay);
  }

  /** Saves what is not saved yet, now; true when everything is saved. */
  async flush(): Promise<boolean> {
    this.clearTimer();
    while (this.running) await this.running;
    if (!this.dirty) return true;
    this.dirty = false;
    this.onStatus({ kind: 'saving' });
    let ok = true;
    this.running = this.save().then(
      () => this.onStatus({ kind: 'saved', at: this.now() }),
      (error: unknown) => {
        ok = false;
        this.dirty = true;
        this.onStatus({ kind: 'error', message: toErrorMessage(error) });
      },
    );
    await this.running;
    this.running = null;
    // Typed while it saved: save that too.
    if (ok && this.dirty) return this.flush();
    return ok;
  }

  /** Changes not saved yet, or a save under way. */
  get unsaved(): boolean {
    return this.dirty || this.running !== null;
  }

  /** The page goes: no more timers; what is not saved yet is saved on the way out. */
  dispose(): void {
    this.clearTimer();
    if (this.dirty) {
      this.dirty = false;
      void this.save().catch(() => undefined);
    }
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
