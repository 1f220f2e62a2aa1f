import type { QuickGuide } from '../../schemas';
import { quickGuideCard } from './catalogue';

/** The quick guide /resources/software-quick-guides/chatgpt (SPEC §2 "Quick guide pages"). */
export const chatgpt: QuickGuide = {
  ...quickGuideCard('chatgpt'),
  heading: 'ChatGPT Quick Guide',
  tips: [
    {
      title: 'Give context',
      text: 'Tell ChatGPT who you are, what you need and who the result is for. For example: "I use a screen reader and I’m applying for an office administrator job. Help me write a cover letter." The more relevant detail you give, the more useful the answer.',
    },
    {
      title: 'Ask for structure',
      text: 'Say how you want the answer laid out: a numbered list of steps, a one-paragraph summary first, or a word limit. Structured answers are quicker to move through with a screen reader and easier to scan with magnification.',
    },
    {
      title: 'Iterate',
      text: 'Treat the first answer as a draft. Reply with follow-ups such as "Make it shorter", "Use a friendlier tone" or "Explain step 3 in more detail" instead of starting a new chat.',
    },
    {
      title: 'Request accessibility',
      text: 'Ask for plain English, short paragraphs and clear headings. Ask it to suggest alt text for an image you upload, and if tables are hard to follow with your screen reader, ask for the same information as a list.',
    },
    {
      title: 'Use role-play',
      text: 'Ask ChatGPT to take on a role, such as an interviewer asking you practice questions or a patient tutor explaining a topic step by step. It is a safe way to rehearse. ChatGPT can make mistakes, so check important facts.',
    },
  ],
};

export default chatgpt;
