import nodemailer from 'nodemailer';
import type { MessageStore, StoredMessage, DueDelivery } from './messageStore';

/** Somewhere a stored message can be passed on to. `deliver` throws if it did not get there. */
export interface DeliveryTransport {
  /** Names the transport in the deliveries table: form-service, email. */
  name: string;
  deliver(message: StoredMessage): Promise<void>;
}

/**
 * The hosted form service (SPEC §7): the same JSON the browser would send; only response.ok counts.
 * The message id goes in an Idempotency-Key header: a delivery repeated after a crash carries the
 * same key, so a service that honours the header (or a person reading its log) can spot the repeat.
 */
export function formServiceTransport(url: string): DeliveryTransport {
  // fetch refuses an address with a user name and password in it, and its error quotes the whole
  // address, password included, into the log at every retry (issue 32): they go as Basic
  // authentication instead, which is what such an address asks for.
  const address = new URL(url);
  const credentials =
    address.username || address.password ? `${decodeURIComponent(address.username)}:${decodeURIComponent(address.password)}` : '';
  address.username = '';
  address.password = '';
  const authorization: Record<string, string> = credentials
    ? { Authorization: `Basic ${Buffer.from(credentials).toString('base64')}` }
    : {};
  return {
    name: 'form-service',
    async deliver({ id, name, email, phone, subject, message }) {
      const response = await fetch(address.href, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': id, ...authorization },
        body: JSON.stringify({ name, email, phone, subject, message }),
        signal: AbortSignal.timeout(20_000),
      });
      if (!response.ok) throw new Error(`form service answered ${response.status}`);
    },
  };
}

/** The domain of the From address ("Website <no-reply@example.co.uk>"), for the Message-ID. */
export function mailDomainOf(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1]?.toLowerCase() ?? 'localhost';
}

/** The Message-ID of a message's e-mail: the same on every attempt, so mail clients show one e-mail. */
export function messageIdFor(stored: StoredMessage, from: string): string {
  return `<${stored.id}@${mailDomainOf(from)}>`;
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
        // Stable across retries: a repeat after a crash is the same e-mail, which clients fold into one.
        messageId: messageIdFor(stored, options.from),
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
  /** How many due deliveries one query takes. */
  batchSize?: number;
  log?: (line: string) => void;
}

/**
 * Passes every stored message on through one transport, at least once, and never drops one. The
 * delivery state lives in the store (deliveries table): each attempt is recorded before it is made
 * and its outcome after, so after a restart or a crash the forwarder carries on with exactly what is
 * still pending; a delivery cut off by a crash is made again, with the same idempotency key. What is
 * due is one indexed query, however many messages are stored. Failures are retried with exponential
 * back-off for as long as it takes; the message stays in the store whatever happens.
 */
export class Forwarder {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly batchSize: number;
  private readonly log: (line: string) => void;

  constructor(
    private readonly store: MessageStore,
    private readonly transport: DeliveryTransport,
    options: ForwarderOptions = {},
  ) {
    this.retryBaseMs = options.retryBaseMs ?? 5_000;
    this.retryMaxMs = options.retryMaxMs ?? 60 * 60_000;
    this.batchSize = options.batchSize ?? 20;
    this.log = options.log ?? ((line) => console.log(line));
    store.enableTransport(transport.name);
  }

  get name(): string {
    return this.transport.name;
  }

  /** Look for due deliveries now (after a new message is stored, and at start-up). */
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
  pending(): StoredMessage[] {
    return this.store.pendingMessages(this.transport.name);
  }

  /** Start no new delivery; the one under way, if any, carries on (see idle). */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Settles when no delivery is under way. */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async run(): Promise<void> {
    try {
      // One pass tries each delivery that was due when it began, once: a failure is scheduled for
      // later even when its retry delay is shorter than the pass (a slow service, a busy machine).
      const passStartedAt = Date.now();
      for (;;) {
        if (this.stopped) return;
        const due = this.store.dueDeliveries(this.transport.name, passStartedAt, this.batchSize);
        if (due.length === 0) break;
        for (const delivery of due) {
          if (this.stopped) return;
          await this.attempt(delivery);
        }
      }
      this.wakeAt(this.store.nextAttemptAt(this.transport.name));
    } catch (error) {
      // The store itself failed (full or read-only disk): nothing is lost, try again later.
      this.log(
        `contact: ${this.transport.name} forwarding paused: ${(error as Error).message}; trying again in ${Math.round(this.retryBaseMs / 1000)} s.`,
      );
      this.wakeAt(Date.now() + this.retryBaseMs);
    }
  }

  private async attempt({ seq, message, attempts, interrupted }: DueDelivery): Promise<void> {
    const { name } = this.transport;
    if (interrupted) {
      this.log(
        `contact: the last delivery of ${message.id} by ${name} was cut off by a stop; sending it again (same message id: a repeat can be recognised).`,
      );
    }
    this.store.startAttempt(name, seq);
    try {
      await this.transport.deliver(message);
    } catch (error) {
      const attempt = attempts + 1;
      const delay = Math.min(this.retryBaseMs * 2 ** (attempt - 1), this.retryMaxMs);
      const reason = (error as Error).message;
      if (this.store.isOpen) this.store.recordFailure(name, seq, reason, Date.now() + delay);
      this.log(
        `contact: delivery of ${message.id} by ${name} failed (attempt ${attempt}: ${reason}); retrying in ${Math.round(delay / 1000)} s. The message is safe in the store.`,
      );
      return;
    }
    if (!this.store.isOpen) {
      this.log(`contact: ${message.id} reached ${name} after the store closed; it will be sent again at the next start (at least once).`);
      return;
    }
    this.store.recordDelivered(name, seq);
    this.log(`contact: message ${message.id} delivered by ${name}`);
  }

  private wakeAt(time: number | null): void {
    if (time === null || this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.notify(), Math.max(0, time - Date.now()));
    this.timer.unref();
  }
}
