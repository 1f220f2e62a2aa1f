/**
 * A problem in a content file, told in one line an owner can act on: the file, the line and what is
 * wrong, in plain words ("src/content/quick-guides/dragon.md: line 2: the front matter has no title").
 * The build prints this line and stops; no stack trace, no library's own words.
 */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly problem: string,
  ) {
    super(`${file}: ${line ? `line ${line}: ` : ''}${problem}`);
    this.name = 'ContentError';
  }
}

export function isContentError(error: unknown): error is ContentError {
  return error instanceof ContentError;
}
