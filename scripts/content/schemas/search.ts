import { z } from 'zod';

/**
 * src/content/search-synonyms.yaml: the words visitors type for the same thing, for site search
 * (issue 23, docs/decisions/051). A search for any way of writing it finds what the others find.
 */
const wayOfWriting = z
  .string()
  .trim()
  .min(2)
  .max(40)
  // Letters, digits, spaces and the few marks names use ("Caps Lock", "Alt+Tab", "Students' Allowance").
  // No \p{L}: the editing screen checks the same pattern in the browser, without the u flag.
  .regex(/^[A-Za-z0-9À-ÿ][A-Za-z0-9À-ÿ '’+.-]*$/)
  .meta({
    name: 'word or phrase',
    title: 'Word or phrase',
    patternMessage: 'Write a word or phrase of 2 to 40 letters and digits, as a visitor would type it',
  });

export const synonymGroupSchema = z.strictObject({
  words: z.array(wayOfWriting).min(2).meta({ title: 'Ways of writing the same thing (at least two)', item: 'word or phrase' }),
});

export const searchSynonymsFileSchema = z
  .strictObject({
    groups: z.array(synonymGroupSchema).meta({ title: 'Groups of words that mean the same', item: 'group', summary: '{{fields.words}}' }),
  })
  .superRefine((file, context) => {
    // A word in two groups would join them without saying so: the owner merges them instead.
    const seen = new Map<string, number>();
    file.groups.forEach((group, groupIndex) => {
      group.words.forEach((word, wordIndex) => {
        const key = word.toLowerCase();
        const earlier = seen.get(key);
        if (earlier !== undefined && earlier !== groupIndex) {
          context.addIssue({
            code: 'custom',
            path: ['groups', groupIndex, 'words', wordIndex],
            message: `"${word}" is already in group ${earlier + 1}: put all its ways of writing in one group`,
          });
        } else seen.set(key, groupIndex);
      });
    });
  });
export type SearchSynonymsFile = z.infer<typeof searchSynonymsFileSchema>;
