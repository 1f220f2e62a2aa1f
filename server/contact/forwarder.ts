import { mkdir, open, readFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { parseJsonLines, type MessageStore, type StoredMessage } from './messageStore';

/** Somewhere a stored message can be passed on to. `deliver` throws if it did not get there. */
export interface DeliveryTransport {
  /** Names the deliveries log: deliveries-<name>.jsonl. */
  name: string;
  deliver(message: StoredMessage): Promise<void>;
}

/** The hosted form service (SPEC §7): the same JSON the browser would send; only response.ok counts. */
export function formServiceTransport(url: string): DeliveryTransport {
  return {
    name: 'form-service',
    async deliver({ name, email, phone, subject, message }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ name, email, phone, subject, message }),
        signal: AbortSignal.timeout(20_000),
      });
      if (!response.ok) throw new Error(`form service answered ${response.status}`);
    },
  };
}

/** E-mail through any SMTP server (smtp:// or smtps:// URL with credentials). Replies go to the sender. */
export function smtpTransport(options: { url: string; to: string; from: string }): DeliveryTransport {
  const transporter = nodemailer.createTransport(options.url);
  return {
    name: 'email',
    async deliver(stored) {
      await transporter.sendMail({
        from: options.from,
        to: options.to,
        replyTo: { name: stored.name, address: stored.email },
        subject: `Website enquiry: ${stored.subject}`,
        text: [
          `Name: ${stored.name}`,
          `Email: ${stored.email}`,
          `Phone: ${stored.phone || '(not given)'}`,
          `Received: ${stored.receivedAt}`,
          `Reference: ${stored.id}`,
          '',
          stored.message,
        ].join('\n'),
      });
    },
  };
}

export interface ForwarderOptions {
  /** First retry delay; doubles on each failure of the same message. */
  retryBaseMs?: number;
  /** The longest wait between two attempts: retries never stop. */
  retryMaxMs?: number;
  log?: (line: string) => void;
}

/**
 * Passes every stored message on through one transport, and never drops one. What has been delivered
 * is recorded (fsync'd) in deliveries-<name>.jsonl beside the store, so after a restart the forwarder
 * carries on with exactly the messages still undelivered. A failed delivery is retried with
 * exponential back-off, for as long as it takes; the message stays in the store whatever happens.
 */
export class Forwarder {
  private readonly deliveriesFile: string;
  private delivered: Set<string> | null = null;
  private readonly attempts = new Map<string, number>();
  private readonly notBefore = new Map<string, number>();
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly log: (line: string) => void;

  constructor(
    private readonly store: MessageStore,
    private readonly transport: DeliveryTransport,
    options: ForwarderOptions = {},
  ) {
    this.deliveriesFile = path.join(store.dir, `deliveries-${transport.name}.jsonl`);
    this.retryBaseMs = options.retryBaseMs ?? 5_000;
    this.retryMaxMs = options.retryMaxMs ?? 60 * 60_000;
    this.log = options.log ?? ((line) => console.log(line));
  }

  /** Look for undelivered messages now (after a new one is stored, and at start-up). */
  notify(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        void this.notify();
      }
    });
    return this.running;
  }

  /** Messages stored but not yet delivered through this transport. */
  async pending(): Promise<StoredMessage[]> {
    const delivered = await this.deliveredIds();
    return (await this.store.readAll()).filter((message) => !delivered.has(message.id));
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private async deliveredIds(): Promise<Set<string>> {
    if (!this.delivered) {
      let text = '';
      try {
        text = await readFile(this.deliveriesFile, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      this.delivered = new Set(parseJsonLines<{ id: string }>(text).map((record) => record.id));
    }
    return this.delivered;
  }

  private async recordDelivery(id: string): Promise<void> {
    await mkdir(path.dirname(this.deliveriesFile), { recursive: true });
    const handle: FileHandle = await open(this.deliveriesFile, 'a');
    try {
      await handle.appendFile(`${JSON.stringify({ id, deliveredAt: new Date().toISOString() })}\n`, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    (await this.deliveredIds()).add(id);
  }

  private async run(): Promise<void> {
    const now = Date.now();
    let nextWake = Infinity;
    for (const message of await this.pending()) {
      if (this.stopped) return;
      const due = this.notBefore.get(message.id) ?? 0;
      if (due > now) {
        nextWake = Math.min(nextWake, due);
        continue;
      }
      try {
        await this.transport.deliver(message);
        await this.recordDelivery(message.id);
        this.attempts.delete(message.id);
        this.notBefore.delete(message.id);
        this.log(`contact: message ${message.id} delivered by ${this.transport.name}`);
      } catch (error) {
        const attempt = (this.attempts.get(message.id) ?? 0) + 1;
        const delay = Math.min(this.retryBaseMs * 2 ** (attempt - 1), this.retryMaxMs);
        this.attempts.set(message.id, attempt);
        this.notBefore.set(message.id, Date.now() + delay);
        nextWake = Math.min(nextWake, Date.now() + delay);
        this.log(
          `contact: delivery of ${message.id} by ${this.transport.name} failed (attempt ${attempt}: ${(error as Error).message}); retrying in ${Math.round(delay / 1000)} s. The message is safe in the store.`,
        );
      }
    }
    if (nextWake !== Infinity && !this.stopped) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.notify(), Math.max(0, nextWake - Date.now()));
      this.timer.unref();
    }
  }
}
