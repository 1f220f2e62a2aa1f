import type { SoftwareAz } from '../schemas';

/**
 * Software A–Z content: /training/software-a-z (SPEC §2 "Software A–Z"). The 33 tools in SPEC's
 * order and spelling, each linking to the training page that covers it. The note "If your tool
 * isn't listed, ask" is rendered by the page itself.
 */
export const softwareAz: SoftwareAz = {
  heading: 'Software A–Z',
  intro:
    'Every tool we train on, from Apple Voice Control to ZoomText. Choose a tool to go to the training page that covers it.',
  learn: [
    'Which tools suit your sight, your work or study, and the devices you already have',
    'Setting a tool up on your own computer, phone or tablet, the way you need it',
    'The keyboard, voice or touch commands for the tasks you do every day',
    'Making your tools work together with Microsoft 365, your browser and your email',
    'Where to get help, and how Access to Work can fund tools and training',
  ],
  tools: [
    {
      name: 'Apple Voice Control',
      description: 'Voice control built into macOS, iOS and iPadOS: dictate and operate your Mac, iPhone or iPad by voice.',
      link: '/training/speech-recognition',
    },
    {
      name: 'Caption.Ed',
      description: 'Live captioning and note-taking for lectures, meetings and videos, with saved transcripts.',
      link: '/training/note-taking',
    },
    {
      name: 'ChatGPT',
      description: "OpenAI's conversational AI assistant, on the web and in desktop and mobile apps.",
      link: '/training/ai-copilots',
    },
    {
      name: 'ClaroRead',
      description: "Claro Software's reading and writing toolbar: text-to-speech, homophone checking and word prediction.",
      link: '/training/reading-writing',
    },
    {
      name: 'Copilot',
      description: "Microsoft's Copilot app for Windows, the web and mobile, for questions, drafting and summaries.",
      link: '/training/ai-copilots',
    },
    {
      name: 'Dragon',
      description: 'Professional speech recognition for Windows from Nuance, part of Microsoft.',
      link: '/training/speech-recognition',
    },
    {
      name: 'Fusion',
      description: 'ZoomText magnification and the JAWS screen reader in one product, from Freedom Scientific.',
      link: '/training/low-vision',
    },
    {
      name: 'Genio Notes',
      description: 'Audio note-taking from Genio, formerly called Glean: record, mark key points and review.',
      link: '/training/note-taking',
    },
    {
      name: 'Global AutoCorrect',
      description: "Lexable's spelling tool that corrects misspellings as you type, designed with dyslexia in mind.",
      link: '/training/text-prediction',
    },
    {
      name: 'Global Tasks',
      description: 'A task planning tool from Lexable, the makers of Global AutoCorrect.',
      link: '/training/tasks',
    },
    {
      name: 'Grammarly',
      description: 'A writing assistant that checks spelling, grammar, clarity and tone.',
      link: '/training/text-prediction',
    },
    {
      name: 'GuideConnect',
      description: "Dolphin's simplified, step-by-step computing for people with sight loss, with large print and speech.",
      link: '/training/low-vision',
    },
    {
      name: 'Inspiration',
      description: 'Visual thinking software for mind maps, diagrams and outlines, popular in education.',
      link: '/training/mind-mapping',
    },
    {
      name: 'JAWS',
      description: 'The Windows screen reader from Freedom Scientific, part of Vispero.',
      link: '/training/screen-readers',
    },
    {
      name: 'Lightkey',
      description: 'AI text prediction that suggests your next words and phrases in Windows applications.',
      link: '/training/text-prediction',
    },
    {
      name: 'Microsoft 365',
      description: 'Word, Excel, PowerPoint, Outlook, Teams and OneDrive, with accessibility features built in.',
      link: '/training/productivity',
    },
    {
      name: 'Microsoft Copilot',
      description: 'AI assistance built into Microsoft 365 apps such as Word, Excel, PowerPoint, Outlook and Teams.',
      link: '/training/ai-copilots',
    },
    {
      name: 'Microsoft Dictation',
      description: 'Voice typing and voice access built into Windows 11, and Dictate in Microsoft 365.',
      link: '/training/speech-recognition',
    },
    {
      name: 'MindGenius',
      description: 'UK-developed mind mapping and task planning software for education and business.',
      link: '/training/mind-mapping',
    },
    {
      name: 'MindManager',
      description: 'Mind mapping and visual planning software from Alludo (formerly Corel).',
      link: '/training/mind-mapping',
    },
    {
      name: 'MindView',
      description: "MatchWare's mind mapping software, with outline, timeline and Gantt views.",
      link: '/training/mind-mapping',
    },
    {
      name: 'monday.com',
      description: 'A work management platform for planning and tracking projects and team work.',
      link: '/training/tasks',
    },
    {
      name: 'Motion',
      description: 'An AI calendar and task planner that fits your tasks into your schedule.',
      link: '/training/tasks',
    },
    {
      name: 'Notion',
      description: 'An all-in-one workspace for notes, documents, databases and tasks.',
      link: '/training/note-taking',
    },
    {
      name: 'NVDA',
      description: 'A free, open-source screen reader for Windows from the charity NV Access.',
      link: '/training/screen-readers',
    },
    {
      name: 'Present Pal',
      description: 'A presentation support app that keeps your speaking notes in order while you present.',
      link: '/training/productivity',
    },
    {
      name: 'Read&Write',
      description: "Texthelp's literacy toolbar: text-to-speech, word prediction, dictionaries and study tools.",
      link: '/training/reading-writing',
    },
    {
      name: 'reMarkable',
      description: 'A paper tablet for handwriting, sketching and reading, with handwriting conversion to text.',
      link: '/training/productivity',
    },
    {
      name: 'SuperNova',
      description: "Dolphin's magnifier and screen reader for Windows.",
      link: '/training/low-vision',
    },
    {
      name: 'Touch Typing',
      description: 'Learning to type without looking at the keys: a foundation for keyboard shortcuts and screen readers.',
      link: '/training/productivity',
    },
    {
      name: 'VoiceOver',
      description: "Apple's screen reader, built into every Mac, iPhone and iPad.",
      link: '/training/screen-readers',
    },
    {
      name: 'Windows Magnifier',
      description: 'The free magnifier built into Windows: Windows+Plus to start, Windows+Esc to close.',
      link: '/training/low-vision',
    },
    {
      name: 'ZoomText',
      description: "Freedom Scientific's screen magnifier for Windows, with an edition that adds speech.",
      link: '/training/low-vision',
    },
  ],
};
