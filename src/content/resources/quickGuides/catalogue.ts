import type { QuickGuideCard, QuickGuideSlug } from '../../schemas';

/**
 * What the software quick guides hub shows of each guide (SPEC §2 "Quick guide pages" table): name,
 * category, one-line description, training page. Each guide's own module takes these from here, so
 * the hub loads this small list instead of every guide's tips.
 */
export const quickGuideCatalogue: QuickGuideCard[] = [
  {
    slug: 'chatgpt',
    name: 'ChatGPT',
    category: 'AI Copilots',
    description: 'Prompting tips to get clear, useful and accessible answers from OpenAI’s ChatGPT.',
    trainingPath: '/training/ai-copilots',
  },
  {
    slug: 'microsoft-copilot',
    name: 'Microsoft Copilot',
    category: 'AI Copilots',
    description: 'Use Copilot’s AI assistance in Word, Excel, PowerPoint and Outlook, and open Copilot on Windows.',
    trainingPath: '/training/ai-copilots',
  },
  {
    slug: 'mindmanager',
    name: 'MindManager',
    category: 'Mind Mapping',
    description: 'Build mind maps from the keyboard and organise your ideas with MindManager’s topics, formatting and export tools.',
    trainingPath: '/training/mind-mapping',
  },
  {
    slug: 'genio-notes',
    name: 'Genio Notes',
    category: 'Note-Taking',
    description: 'Record lectures and meetings and link your notes to the audio with Genio Notes, formerly called Glean.',
    trainingPath: '/training/note-taking',
  },
  {
    slug: 'microsoft-365',
    name: 'Microsoft 365',
    category: 'Productivity',
    description: 'Get more from Word, Excel, PowerPoint, Outlook and Teams with cloud saving, collaboration and built-in accessibility tools.',
    trainingPath: '/training/productivity',
  },
  {
    slug: 'notion',
    name: 'Notion',
    category: 'Productivity',
    description: 'Organise notes, tasks and projects in Notion’s flexible pages and databases.',
    trainingPath: '/training/productivity',
  },
  {
    slug: 'caption-ed',
    name: 'Caption.Ed',
    category: 'Reading & Writing',
    description: 'Live captions and transcripts for lectures, meetings and videos with Caption.Ed.',
    trainingPath: '/training/reading-writing',
  },
  {
    slug: 'claroread',
    name: 'ClaroRead',
    category: 'Reading & Writing',
    description: 'Have text read aloud, change how it looks, and turn inaccessible text into speech with ClaroRead.',
    trainingPath: '/training/reading-writing',
  },
  {
    slug: 'readwrite',
    name: 'Read&Write',
    category: 'Reading & Writing',
    description: 'Reading, writing and study support from Texthelp’s Read&Write toolbar, on your desktop and in your browser.',
    trainingPath: '/training/reading-writing',
  },
  {
    slug: 'apple-voice-control',
    name: 'Apple Voice Control',
    category: 'Speech Recognition',
    description: 'Control your Mac, iPhone or iPad entirely by voice with Apple’s built-in Voice Control.',
    trainingPath: '/training/speech-recognition',
  },
  {
    slug: 'dragon',
    name: 'Dragon',
    category: 'Speech Recognition',
    description: 'Dictate, edit and control your Windows PC by voice with Dragon speech recognition.',
    trainingPath: '/training/speech-recognition',
  },
  {
    slug: 'global-autocorrect',
    name: 'Global AutoCorrect',
    category: 'Text Prediction',
    description: 'Fix spelling mistakes automatically as you type, in almost any program, with Global AutoCorrect.',
    trainingPath: '/training/text-prediction',
  },
  {
    slug: 'grammarly',
    name: 'Grammarly',
    category: 'Writing Support',
    description: 'Clearer, mistake-free writing with Grammarly’s suggestions in your browser and desktop apps.',
    trainingPath: '/training/productivity',
  },
];

export function quickGuideCard(slug: QuickGuideSlug): QuickGuideCard {
  const card = quickGuideCatalogue.find((entry) => entry.slug === slug);
  if (!card) throw new Error(`No quick guide card for ${slug}`);
  return card;
}
