import type { QuickGuide } from '../../schemas';
import { quickGuideCard } from './catalogue';

/** The quick guide /resources/software-quick-guides/notion (SPEC §2 "Quick guide pages"). */
export const notion: QuickGuide = {
  ...quickGuideCard('notion'),
  heading: 'Notion Quick Guide',
  tips: [
    {
      title: 'Start from a template',
      text: 'Notion’s template gallery has ready-made pages for to-do lists, meeting notes, project trackers and more. Start from one and adapt it instead of building from scratch.',
    },
    {
      title: 'Use the slash command',
      text: 'Type / on a new line to open the block menu, then keep typing what you want, such as /heading, /bullet or /table, and press Enter. It is the quickest way to add content without the mouse.',
    },
    {
      title: 'Link your databases',
      text: 'Type /linked to add a linked view of an existing database to another page, filtered and sorted for that page. Changes made in one place show up everywhere the database appears.',
    },
    {
      title: 'Build a page hierarchy',
      text: 'Nest pages inside other pages, like folders, to give your workspace a clear structure. The sidebar shows the hierarchy, and short, descriptive page titles make it easier to find your way with a screen reader.',
    },
    {
      title: 'Mention people, pages and dates',
      text: 'Type @ to mention a colleague, who gets a notification, to link to another page, or to add a date. Type @remind followed by a date to set yourself a reminder.',
    },
  ],
};

export default notion;
