import type { QuickGuide } from '../../schemas';
import { quickGuideCard } from './catalogue';

/** The quick guide /resources/software-quick-guides/microsoft-copilot (SPEC §2 "Quick guide pages"). */
export const microsoftCopilot: QuickGuide = {
  ...quickGuideCard('microsoft-copilot'),
  heading: 'Microsoft Copilot Quick Guide',
  tips: [
    {
      title: 'Draft and summarise in Word',
      text: 'Ask Copilot to draft a document from a short prompt, rewrite a paragraph, or summarise a long document so you can find the key points without reading every page. Copilot in the Microsoft 365 apps needs a subscription that includes Copilot.',
    },
    {
      title: 'Ask questions in Excel',
      text: 'Ask about your data in plain language, such as "Which month had the highest sales?", or ask Copilot to suggest a formula or create a chart. It works best when your data is formatted as a table with clear column headings.',
    },
    {
      title: 'Build slides in PowerPoint',
      text: 'Create a first draft of a presentation from a prompt or from a Word document, then ask Copilot to add slides or summarise the deck. Check the slide titles and alt text so the finished presentation is accessible.',
    },
    {
      title: 'Catch up in Outlook',
      text: 'Ask Copilot to summarise a long email thread so you get the key points and actions, or to draft a reply in the tone and length you choose. Always read a draft before you send it.',
    },
    {
      title: 'Open Copilot on Windows',
      text: 'Press the Copilot key if your keyboard has one. On some Windows 11 versions Windows+C also opens Copilot; if it does nothing on your PC, open the Copilot app from the Start menu or the taskbar instead.',
    },
  ],
};

export default microsoftCopilot;
