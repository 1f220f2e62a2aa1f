import { z } from 'zod';
import type { Inline } from '../text/inline.ts';
import { isContentError } from '../compiler/contentError.ts';
import { compileInlineText } from '../compiler/markdown.ts';
import { callToActionSchema, prose, text } from './common.ts';

/**
 * Text of a YAML file that may hold links, written in Markdown ("see our [training](/training)") and
 * {tokens}. Validating compiles it to the site's Inline (content-model/text/inline.ts), which RichText renders:
 * no Markdown parser reaches the browser. Formatting other than links, link words that mean nothing
 * alone and unknown {tokens} are refused in plain words, on the field's line
 * (content-model/compiler/validate.ts). The known {tokens} are left in: the file's reader fills them,
 * with the values of the folder it read the file from (docs/decisions/076).
 */
export const linkedText = prose.transform((source, ctx): Inline => {
  try {
    // The file and line are the field's: validate() names them.
    return compileInlineText(source, '', undefined);
  } catch (error) {
    if (!isContentError(error)) throw error;
    ctx.addIssue({ code: 'custom', message: error.problem });
    return z.NEVER;
  }
});

export { plainProse } from './common.ts';

/** A closing invitation (./common.ts) whose line of text may hold links. */
export const linkedClosingCallSchema = z
  .object({
    heading: text.meta({ title: 'Heading' }),
    text: linkedText.meta({ title: 'Text (links allowed)', widget: 'text' }),
    action: callToActionSchema,
  })
  .meta({ title: 'Closing call' });
export type LinkedClosingCall = z.infer<typeof linkedClosingCallSchema>;
