/**
 * Text from visitors, made safe to print on a terminal: no control character (ESC starts the
 * terminal's own commands, NUL and BEL disturb it) and no bidirectional override (which can make
 * text read differently from what it is) reaches it raw. Each is shown as a visible \uXXXX escape.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const unsafe = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const unsafeExceptLayout = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const escape = (character: string) => `\\u${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

export interface PrintableOptions {
  /**
   * Keep line breaks (\n, and \r\n as \n) and tabs, which a message may contain: for exports, where
   * they are the message's own layout. A lone \r is escaped all the same (it overwrites the line).
   */
  keepLayout?: boolean;
}

export function printable(text: string, options: PrintableOptions = {}): string {
  if (!options.keepLayout) return text.replace(unsafe, escape);
  return text.replace(/\r\n/g, '\n').replace(unsafeExceptLayout, escape);
}

/** Text for a terminal line block: printable, line breaks kept and indented, tabs as spaces. */
export function printableBlock(text: string, indent: string): string {
  return printable(text, { keepLayout: true }).replace(/\t/g, '    ').replace(/\n/g, `\n${indent}`);
}

/**
 * JSON whose strings hold no raw control character: JSON.stringify already escapes U+0000–U+001F;
 * this escapes DEL, the C1 controls and the bidirectional overrides too. Still the same JSON value.
 */
export function printableJson(value: unknown, indent = 2): string {
  return JSON.stringify(value, null, indent).replace(/[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, escape);
}
