/**
 * WebVTT captions from narration: each segment's words are split into cues of at most two lines of
 * 42 characters (the BBC subtitle guideline's line length), and each cue gets a share of the
 * segment's spoken time in proportion to its length.
 */
export const MAX_LINE = 42;
export const MAX_CUE = MAX_LINE * 2;

export interface SpokenSegment {
  text: string;
  /** When the voice starts and stops, in seconds from the start of the video. */
  start: number;
  end: number;
}

export interface Cue {
  start: number;
  end: number;
  lines: string[];
}

/** Split words into pieces of at most `max` characters, as even in length as possible. */
function splitEvenly(words: string[], max: number): string[] {
  const text = words.join(' ');
  if (text.length <= max) return [text];
  const parts = Math.ceil(text.length / max);
  const target = text.length / parts;
  const pieces: string[] = [];
  let current: string[] = [];
  for (const word of words) {
    const next = [...current, word].join(' ');
    if (current.length && (next.length > max || (next.length > target && pieces.length < parts - 1))) {
      pieces.push(current.join(' '));
      current = [];
    }
    current.push(word);
  }
  if (current.length) pieces.push(current.join(' '));
  return pieces;
}

/**
 * Split text into cue-sized pieces: whole clauses (ending in , . ; : ? !) packed together while they
 * fit, a clause too long for one cue split into even parts, so no cue breaks a phrase needlessly.
 */
export function chunkText(text: string): string[] {
  // A clause ends at punctuation followed by a space ("2.2" is not the end of one).
  const clauses = text
    .split(/(?<=[,.;:?!])\s+/)
    .map((clause) => clause.trim())
    .filter(Boolean);
  const chunks: string[] = [];
  let current = '';
  for (const clause of clauses) {
    const joined = current ? `${current} ${clause}` : clause;
    if (joined.length <= MAX_CUE) {
      current = joined;
      continue;
    }
    if (current) chunks.push(current);
    const pieces = splitEvenly(clause.split(/\s+/), MAX_CUE);
    current = pieces.pop() ?? '';
    chunks.push(...pieces);
  }
  if (current) chunks.push(current);
  return chunks;
}

/** One or two lines of at most MAX_LINE characters, as balanced as possible. */
export function wrapCue(text: string): string[] {
  if (text.length <= MAX_LINE) return [text];
  const words = text.split(' ');
  let best: string[] = [text];
  let bestScore = Infinity;
  for (let i = 1; i < words.length; i += 1) {
    const first = words.slice(0, i).join(' ');
    const second = words.slice(i).join(' ');
    if (first.length > MAX_LINE || second.length > MAX_LINE) continue;
    const score = Math.abs(first.length - second.length);
    if (score < bestScore) {
      bestScore = score;
      best = [first, second];
    }
  }
  return best;
}

export function cuesFor(segments: SpokenSegment[]): Cue[] {
  return segments.flatMap((segment) => {
    const chunks = chunkText(segment.text);
    const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    let start = segment.start;
    return chunks.map((chunk) => {
      const end = start + ((segment.end - segment.start) * chunk.length) / total;
      const cue = { start, end, lines: wrapCue(chunk) };
      start = end;
      return cue;
    });
  });
}

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

export function toWebVtt(cues: Cue[]): string {
  const blocks = cues.map((cue, index) => `${index + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.lines.join('\n')}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
