import type { TrainingCategoryPage } from '../../schemas';

/** The training category page /training/note-taking (SPEC §2 "Training category pages"). */
export const noteTaking: TrainingCategoryPage = {
  slug: 'note-taking',
  heading: 'Note-Taking Training',
  intro: [
    'Note-taking software helps you capture what matters in lectures, meetings and calls without trying to write everything down: recording audio alongside your notes, organising notes so you can find them again, and turning them into actions afterwards.',
    'We train on Glean (now Genio Notes), Microsoft OneNote and Notion, and help you build a routine that works before, during and after each meeting or lecture.',
  ],
  learn: [
    'Preparing before a meeting or lecture, for example by importing slides or an agenda',
    'Recording audio and marking important moments as you listen',
    'Typing, dictating or handwriting notes alongside a recording',
    'Organising notes into notebooks, sections, pages and tags',
    'Searching your notes and finding things again quickly',
    'Reviewing notes and turning them into summaries, tasks and actions',
    'Sharing notes and working on them with others',
  ],
  tools: [
    {
      name: 'Glean',
      description:
        'Audio note-taking software from Genio, renamed Genio Notes in 2024: record, mark the key points, add slides and review with transcription.',
      link: '/resources/software-quick-guides/genio-notes',
    },
    {
      name: 'OneNote',
      description:
        "Microsoft's free digital notebook for Windows, Mac, iPhone, iPad, Android and the web, part of Microsoft 365.",
    },
    {
      name: 'Notion',
      description:
        'An all-in-one workspace from Notion Labs for notes, documents, databases and tasks, on the web and as desktop and mobile apps.',
      link: '/resources/software-quick-guides/notion',
    },
  ],
  faqs: [
    {
      question: 'Which note-taking tool is right for me?',
      answer: [
        'Genio Notes (formerly Glean) is built for listening: it records a lecture or meeting so you can mark key moments and come back to them, rather than writing everything down. OneNote suits you if your organisation uses Microsoft 365, as it works with Outlook and Teams. Notion suits people who want notes, documents and tasks in one flexible place.',
        'We help you choose in the free consultation, based on how you learn and work.',
      ],
    },
    {
      question: 'Is it all right to record meetings and lectures?',
      answer: [
        "Always ask first. Many universities have a policy on recording lectures, and recording can often be agreed as a reasonable adjustment. At work, tell colleagues you are recording and follow your organisation's policy. We cover how to ask, and how to store recordings safely.",
      ],
    },
    {
      question: 'Which devices do they run on, and are they free?',
      answer: [
        "OneNote is free on Windows, Mac, iPhone, iPad, Android and the web. Notion has a free plan and paid plans, on the web and as desktop and mobile apps. Genio Notes works in a web browser with apps for phones and tablets, and is a paid product, often provided by a university, an employer or Disabled Students' Allowance.",
      ],
    },
    {
      question: 'Do these tools work with screen readers and other assistive technology?',
      answer: [
        'OneNote can be used by keyboard and with screen readers such as Narrator, JAWS and NVDA, and has Dictate and Immersive Reader built in. Web-based tools vary in how well they work with assistive technology, and they change often.',
        'If you use a screen reader, magnifier or speech recognition, we test the tool with your setup before recommending it.',
      ],
    },
    {
      question: 'How does the training work, and how long does it take?',
      answer: [
        'Training is one-to-one and at your pace, by video call on your own computer, or on site by arrangement. How long it takes depends on the tool and on the routine you want to build; we agree a plan in the free consultation, and two weeks of complimentary support follow.',
      ],
    },
    {
      question: 'Can Access to Work pay for note-taking software?',
      answer: [
        'If you are in work or about to start a job, Access to Work can help pay for note-taking software and the training to use it. Our [Access to Work guide](/resources/access-to-work) explains how to apply.',
      ],
    },
  ],
};

export default noteTaking;
