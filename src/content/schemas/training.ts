import { z } from 'zod';
import { closingCallSchema, faqItemSchema, internalPath, prose, text } from './common.ts';

/** The ten category pages under /training (Software A–Z is separate: it has no FAQ). */
export const trainingCategorySlugs = [
  'speech-recognition',
  'screen-readers',
  'low-vision',
  'reading-writing',
  'mind-mapping',
  'note-taking',
  'productivity',
  'text-prediction',
  'ai-copilots',
  'tasks',
] as const;
export type TrainingCategorySlug = (typeof trainingCategorySlugs)[number];

/** SPEC §3 "Training category card": title, description, link, ariaLabel. */
export const trainingCategoryCardSchema = z.object({
  title: text,
  description: prose,
  link: internalPath,
  /** The Explore link's accessible name: starts with "Explore" (the visible word), then says which category. */
  ariaLabel: z.string().regex(/^Explore /),
});
export type TrainingCategoryCard = z.infer<typeof trainingCategoryCardSchema>;

/** A tool named under "Tools covered", linking to its quick guide or tutorial where one exists. */
export const coveredToolSchema = z.object({
  name: text,
  /** One line: what the tool is and who makes it. */
  description: prose,
  link: internalPath.optional(),
});
export type CoveredTool = z.infer<typeof coveredToolSchema>;

export const trainingCategoryPageSchema = z.object({
  slug: z.enum(trainingCategorySlugs),
  heading: text,
  intro: z.array(prose).min(1).max(3),
  /** The "What you'll learn" card. */
  learn: z.array(prose).min(4).max(8),
  /** "Tools covered", exactly as SPEC lists for the page. */
  tools: z.array(coveredToolSchema).min(3).max(4),
  /** Screen Readers only: the "Modules" card. */
  modules: z.array(z.object({ title: text, text: prose })).length(4).optional(),
  faqs: z.array(faqItemSchema).min(4).max(6),
});
export type TrainingCategoryPage = z.infer<typeof trainingCategoryPageSchema>;

export const trainingHubSchema = z.object({
  heading: z.literal('Assistive Technology & AI Training'),
  intro: z.array(prose).min(1),
  cards: z.array(trainingCategoryCardSchema).length(11),
  closing: closingCallSchema,
});
export type TrainingHub = z.infer<typeof trainingHubSchema>;

/** /training/software-a-z: the 33 tools, alphabetical, each linking to the page that covers it. */
export const softwareAzSchema = z.object({
  heading: text,
  intro: prose,
  /** The "What you'll learn" card every category page has (SPEC §2). */
  learn: z.array(text).min(3).max(6),
  tools: z.array(z.object({ name: text, description: prose, link: internalPath })).length(33),
});
export type SoftwareAz = z.infer<typeof softwareAzSchema>;
