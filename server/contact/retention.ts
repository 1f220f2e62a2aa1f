import { StoreUnavailableError, type MessageStore, type RetentionResult } from './messageStore';

/**
 * Messages are kept for a stated period and then erased (issue 32, UK GDPR's storage limitation; the
 * privacy policy states the period): erased as a person's request erases them, nothing readable left.
 */

const day = 24 * 60 * 60 * 1000;

/** "2025-11-27 07:30 UTC": the cutoff as the owner reads it in the log. */
const shown = (time: Date) => `${time.toISOString().slice(0, 10)} ${time.toISOString().slice(11, 16)} UTC`;

/**
 * Erases every message received more than `days` days before `now`, and says so in exactly one line,
 * also when there was none. Throws StoreUnavailableError when the store cannot be written just now.
 */
export function eraseExpiredMessages(
  store: MessageStore,
  days: number,
  now: Date = new Date(),
  log: (line: string) => void = (line) => console.log(line),
): RetentionResult {
  const cutoff = new Date(now.getTime() - days * day);
  const result = store.eraseReceivedBefore(cutoff);
  const notes = [
    result.undated ? `; ${result.undated} message(s) with no readable time of arrival are kept (erase them by reference)` : '',
    result.checkpointed
      ? ''
      : '; the erased words remain in the write-ahead log (messages.sqlite-wal) until the next run empties it, as another connection was reading it',
  ].join('');
  log(
    `contact: erased ${result.erased} message(s) received before ${shown(cutoff)} (kept for ${days} ${days === 1 ? 'day' : 'days'})${notes}`,
  );
  return result;
}

/**
 * Runs eraseExpiredMessages now and then every 24 hours, on a timer that does not keep the process
 * alive. A run the store cannot take (a full disk, a lock held too long) is one log line and is tried
 * again at the next run; nothing here ever throws out of a timer. Returns the function that stops it.
 */
export function scheduleRetention(
  store: MessageStore,
  days: number,
  log: (line: string) => void = (line) => console.log(line),
): () => void {
  const run = () => {
    if (!store.isOpen) return;
    try {
      eraseExpiredMessages(store, days, new Date(), log);
    } catch (error) {
      const reason = error instanceof StoreUnavailableError ? error.message : 'an unexpected error';
      log(
        `contact: could not erase the messages older than ${days} ${days === 1 ? 'day' : 'days'} just now (${reason}); trying again in 24 hours`,
      );
    }
  };
  run();
  const timer = setInterval(run, day);
  timer.unref();
  return () => clearInterval(timer);
}
