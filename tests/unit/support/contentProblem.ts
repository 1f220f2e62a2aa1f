import { expect } from 'vitest';
import { ContentError } from '../../../content-model/disk';

/**
 * The one line a content load stops with: it must be a ContentError, in plain words (no stack, no
 * parser's or validator's own words). Fails the test if the load succeeds.
 */
export function contentProblem(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    const message = (error as ContentError).message;
    expect(message).not.toMatch(/\n|ZodError|YAMLParseError|\bat \S+:\d+/);
    return message;
  }
  throw new Error('the content loaded without an error');
}
