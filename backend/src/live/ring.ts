/** An event kept for replays to a reconnecting stream (`Last-Event-ID`). */
export interface RingEvent {
  seq: number;
  at: number;
  topic: string;
  data: string;
  /** Menus of which a reader must hold one (an alarm of one module's domain); unset: every listener. */
  audience?: readonly string[];
  /** The section the event is about (its payload's `sectionId`): only readers whose data scope reaches it hear it. */
  section?: number;
  /** A frame's per-device rows (`data[key]`, the device of each in order): a scoped reader gets its devices' only. */
  rows?: { key: string; devices: readonly number[] };
  /** For a `gap` event: the topic whose listeners it is for. */
  follows?: string;
}

export type RingLimits = { count: number; ms: number; bytes: number };

/**
 * The recent events, bounded by count, by age and by the bytes of their data, so that a burst of large events
 * cannot grow the server without bound; a reconnect from before the oldest is told to reset.
 */
export class EventRing implements Iterable<RingEvent> {
  private readonly events: RingEvent[] = [];
  private bytes = 0;

  constructor(private readonly limits: RingLimits) {}

  push(event: RingEvent): void {
    this.events.push(event);
    this.bytes += event.data.length;
    const { count, ms, bytes } = this.limits;
    // At least the newest stays, however large, so a reconnect just after it still resumes.
    while (
      this.events.length > 1 &&
      (this.events.length > count || this.bytes > bytes || this.events[0]!.at < event.at - ms)
    )
      this.bytes -= this.events.shift()!.data.length;
  }

  /** The sequence number of the oldest event kept; undefined while empty. */
  get oldestSeq(): number | undefined {
    return this.events[0]?.seq;
  }

  get size(): number {
    return this.events.length;
  }

  /** The kept events' data, in UTF-16 code units (what the bound counts). */
  get dataLength(): number {
    return this.bytes;
  }

  [Symbol.iterator](): Iterator<RingEvent> {
    return this.events[Symbol.iterator]();
  }
}
