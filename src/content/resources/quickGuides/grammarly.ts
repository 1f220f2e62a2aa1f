import type { QuickGuide } from '../../schemas';
import { quickGuideCard } from './catalogue';

/** The quick guide /resources/software-quick-guides/grammarly (SPEC §2 "Quick guide pages"). */
export const grammarly: QuickGuide = {
  ...quickGuideCard('grammarly'),
  heading: 'Grammarly Quick Guide',
  tips: [
    {
      title: 'Install the browser extension',
      text: 'Add Grammarly to Chrome, Edge, Firefox or Safari to get suggestions in email, web forms and online documents. Underlined text has a suggestion: open it to accept or dismiss the change.',
    },
    {
      title: 'Set your writing goals',
      text: 'Tell Grammarly who you are writing for and how formal you want to sound by setting goals for a document, so its suggestions fit the task, whether it is an email to a friend or a report for work.',
    },
    {
      title: 'Check your tone',
      text: 'The tone detector shows how your message is likely to come across, for example friendly, confident or formal, so you can adjust it before you send it.',
    },
    {
      title: 'Use the desktop app',
      text: 'The Grammarly desktop app for Windows and Mac checks your writing in other programs too, such as Microsoft Word and Outlook, not just in the browser.',
    },
    {
      title: 'Check for plagiarism',
      text: 'The plagiarism checker compares your text with web pages and academic papers and flags passages that may need a citation. It is a paid feature, included in Grammarly Pro (formerly called Premium).',
    },
  ],
};

export default grammarly;
