import { z } from 'zod';
import { searchKey } from '../search/stems.ts';

/**
 * src/content/search-synonyms.yaml: the words visitors type for the same thing, for site search
 * (issue 23, docs/decisions/051). A search for any way of writing it finds what the others find.
 */
/**
 * Words as a visitor types them: letters, digits, spaces and the few marks names use ("Caps Lock",
 * "Alt+Tab", "Students' Allowance"), and `alsoMarks` besides. No \p{L}: the editing screen checks the
 * same pattern in the browser, without the u flag.
 */
const typedWords = (max: number, alsoMarks: string, name: string, patternMessage: string) =>
  z
    .string()
    .trim()
    .min(2)
    .max(max)
    .regex(new RegExp(`^[A-Za-z0-9À-ÿ][A-Za-z0-9À-ÿ '’+.${alsoMarks}-]*$`))
    .meta({ name, title: name[0]!.toUpperCase() + name.slice(1), patternMessage });

const wayOfWriting = typedWords(
  40,
  '',
  'word or phrase',
  'Write a word or phrase of 2 to 40 letters and digits, as a visitor would type it',
);

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

/**
 * src/content/search-best-bets.yaml: the owner's best bets (issue 30, docs/decisions/051). For the
 * searches a best bet lists, the result at its address is listed first, as the best match: the
 * contact details for "phone number", how quotes work for "cost". A search is matched as the engine
 * matches it (../search/stems.ts, betWords): capitals, word endings, the order of the words and
 * small words such as "is" and "the" do not count, so "How much does it cost?" is "cost how much",
 * and "prices" is "price".
 */
// A question mark too: "How much does it cost?".
const searchAsTyped = typedWords(
  60,
  '?',
  'search',
  'Write the words of a search, 2 to 60 letters and digits, as a visitor would type them',
);

export const bestBetSchema = z.strictObject({
  searches: z.array(searchAsTyped).min(1).meta({ title: 'Searches it answers (each as a visitor would type it)', item: 'search' }),
  path: z
    .string()
    .trim()
    .regex(/^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/)
    .meta({
      title: 'Address of the best match',
      description:
        'A page of the site, such as /contact, or a part of it, such as /contact#contact-details-phone: the address a search result for that part links to.',
      patternMessage: 'Write the address as it is after the site’s name, such as /contact or /contact#contact-details-phone',
    }),
  reason: z
    .string()
    .trim()
    .min(2)
    .max(300)
    .optional()
    .meta({ title: 'Why it is the best match (a note for whoever edits this; visitors do not see it)', widget: 'text' }),
});

export const searchBestBetsFileSchema = z
  .strictObject({
    bestBets: z.array(bestBetSchema).meta({ title: 'Best bets', item: 'best bet', summary: '{{fields.searches}}' }),
  })
  .superRefine((file, context) => {
    // One search, one best match: a search pinned twice would leave one of them never shown.
    const seen = new Map<string, { bet: number; words: string }>();
    file.bestBets.forEach((bet, betIndex) => {
      bet.searches.forEach((words, searchIndex) => {
        const key = searchKey(words);
        const earlier = seen.get(key);
        if (!earlier) {
          seen.set(key, { bet: betIndex, words });
          return;
        }
        const where = earlier.bet === betIndex ? 'in this best bet' : `in best bet ${earlier.bet + 1}`;
        context.addIssue({
          code: 'custom',
          path: ['bestBets', betIndex, 'searches', searchIndex],
          message:
            earlier.words.toLowerCase() === words.toLowerCase()
              ? `"${words}" is already pinned ${where}: a search has one best match`
              : `"${words}" is the same search as "${earlier.words}" ${where} (capitals, word endings, the order of the words and words such as "is" and "the" do not count): keep one`,
        });
      });
    });
  });
export type SearchBestBetsFile = z.infer<typeof searchBestBetsFileSchema>;
