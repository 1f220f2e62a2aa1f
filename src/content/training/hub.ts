import type { TrainingHub } from '../schemas';

/** Training hub content: /training (SPEC §2 "Training hub", §3 "Training category card"). */
export const trainingHub: TrainingHub = {
  heading: 'Assistive Technology & AI Training',
  intro: [
    'We train people to use assistive technology and AI tools with confidence, at work, in study and at home. Training is one-to-one or in small groups, delivered remotely by video call anywhere in the UK, or on site by arrangement, and it is always built around the tasks you need to do rather than a list of features.',
    'After your training you have two weeks of complimentary support while you put what you have learned into practice. If you are in work or about to start a job, Access to Work can help fund your training; our [Access to Work guide](/resources/access-to-work) explains how to apply.',
  ],
  cards: [
    {
      title: 'Speech Recognition',
      description:
        'Write and control your computer by voice with Dragon, Windows voice typing and voice access, or Apple Voice Control.',
      link: '/training/speech-recognition',
      ariaLabel: 'Explore Speech Recognition training',
    },
    {
      title: 'Screen Readers',
      description:
        'Use a computer by speech, braille and keyboard with JAWS, NVDA, SuperNova or VoiceOver: documents, email, the web and meetings.',
      link: '/training/screen-readers',
      ariaLabel: 'Explore Screen Readers training',
    },
    {
      title: 'Low Vision & Magnification',
      description:
        'Make the screen easier to see with SuperNova, ZoomText, Fusion or Windows Magnifier, set up for your eyes and your work.',
      link: '/training/low-vision',
      ariaLabel: 'Explore Low Vision & Magnification training',
    },
    {
      title: 'Reading & Writing',
      description:
        'Have text read aloud, write with word prediction and spelling support, and scan print to text with Read&Write, ClaroRead and Glean.',
      link: '/training/reading-writing',
      ariaLabel: 'Explore Reading & Writing training',
    },
    {
      title: 'Mind Mapping',
      description:
        'Plan reports, projects and revision visually with MindView, MindManager and MindGenius, then turn your map into a document.',
      link: '/training/mind-mapping',
      ariaLabel: 'Explore Mind Mapping training',
    },
    {
      title: 'Note-Taking',
      description:
        'Capture lectures, meetings and calls without writing everything down, using Glean (Genio Notes), OneNote and Notion.',
      link: '/training/note-taking',
      ariaLabel: 'Explore Note-Taking training',
    },
    {
      title: 'Productivity',
      description:
        'Get more from Microsoft 365, monday.com and reMarkable, with shortcuts and built-in accessibility features that save effort.',
      link: '/training/productivity',
      ariaLabel: 'Explore Productivity training',
    },
    {
      title: 'Text Prediction & Autocorrect',
      description:
        'Type with less effort and more confidence using Global AutoCorrect, Lightkey and Grammarly.',
      link: '/training/text-prediction',
      ariaLabel: 'Explore Text Prediction & Autocorrect training',
    },
    {
      title: 'AI Copilots & Automation',
      description:
        'Use Microsoft Copilot and ChatGPT safely to summarise, draft and explain, and automate routine steps with Power Automate.',
      link: '/training/ai-copilots',
      ariaLabel: 'Explore AI Copilots & Automation training',
    },
    {
      title: 'Tasks & Projects',
      description:
        'Keep track of what needs doing with Global Tasks, Microsoft To Do and Planner, and monday.com.',
      link: '/training/tasks',
      ariaLabel: 'Explore Tasks & Projects training',
    },
    {
      title: 'Software A–Z',
      description: 'Every tool we train on, from Apple Voice Control to ZoomText, with the training page that covers it.',
      link: '/training/software-a-z',
      ariaLabel: 'Explore the Software A–Z list',
    },
  ],
  closing: {
    heading: 'Not sure which training you need?',
    text: 'Tell us what you want to do and what equipment you have. In a free phone consultation we will recommend the software and training that fit, with no obligation.',
    action: { label: 'Book a free chat', path: '/contact' },
  },
};
