import type { TrainingCategoryPage } from '../../schemas';

/** The training category page /training/productivity (SPEC §2 "Training category pages"). */
export const productivity: TrainingCategoryPage = {
  slug: 'productivity',
  heading: 'Productivity Training',
  intro: [
    'Productivity training helps you get more from the tools you use every day: Microsoft 365 for documents, email and meetings, monday.com for managing work with your team, and the reMarkable paper tablet for handwritten notes and reading without the distractions of a computer.',
    'We focus on saving effort and on accessibility: keyboard shortcuts, features already built in such as Dictate and Immersive Reader, and ways of organising work that suit how you think.',
  ],
  learn: [
    'Keyboard shortcuts that save time in Word, Excel, Outlook and Teams',
    'Built-in help: Dictate, Immersive Reader, Read Aloud and the Accessibility Checker',
    'Managing your inbox, calendar and files in OneDrive',
    'Joining and running Teams meetings with live captions and transcripts',
    'Setting up boards, updates and reminders in monday.com',
    'Handwriting notes on reMarkable and converting them to typed text',
    'Creating documents that are accessible to your colleagues',
  ],
  tools: [
    {
      name: 'Microsoft 365',
      description:
        "Microsoft's suite of Word, Excel, PowerPoint, Outlook, Teams and OneDrive, with accessibility features built in.",
      link: '/resources/software-quick-guides/microsoft-365',
    },
    {
      name: 'monday.com',
      description:
        'A work management platform for planning, tracking and sharing work on boards, on the web and in desktop and mobile apps.',
    },
    {
      name: 'reMarkable',
      description:
        'A paper tablet from the Norwegian company reMarkable for handwriting, sketching and reading documents, with conversion of handwriting to typed text.',
    },
  ],
  faqs: [
    {
      question: 'What does productivity training cover?',
      answer: [
        'Whatever slows you down. For some people that is managing a busy inbox and calendar; for others it is formatting long documents, keeping track of team projects, or finding a calmer way to take notes. We start from your daily work and show you the features and shortcuts that make the biggest difference.',
      ],
    },
    {
      question: 'Which accessibility features are built into Microsoft 365?',
      answer: [
        'Dictate turns speech into text in Word, Outlook, PowerPoint and OneNote. Immersive Reader and Read Aloud read text aloud with highlighting. The Accessibility Checker (Review > Check Accessibility) finds problems in your documents before you share them. Teams has live captions and meeting transcripts, and all the apps can be used by keyboard and with a screen reader.',
        'Our [Microsoft 365 quick guide](/resources/software-quick-guides/microsoft-365) has more.',
      ],
    },
    {
      question: 'Who is monday.com training for?',
      answer: [
        'People who plan and track work with a team: projects, requests, content schedules or client work. We show you how to set up boards that stay simple, use automations and reminders so less depends on memory, and keep your view focused on your own tasks. monday.com runs in a web browser and in desktop and mobile apps, with a free plan for individuals and paid plans for teams.',
      ],
    },
    {
      question: 'Is reMarkable suitable for me?',
      answer: [
        'reMarkable suits people who think better with pen and paper, including many people with ADHD or dyslexia: it has a paper-like screen and no apps, notifications or browser to pull you away. Your handwriting can be converted to typed text and shared.',
        'It does not have a screen reader, so it is not suitable if you rely on speech to use a device. We will tell you honestly in the free consultation whether it fits your needs.',
      ],
    },
    {
      question: 'How does the training work, and how long does it take?',
      answer: [
        'Training is one-to-one or for your team, at your pace, by video call on your own computer, or on site by arrangement. How long it takes depends on what you want to achieve; we agree a plan in the free consultation, and two weeks of complimentary support follow.',
      ],
    },
    {
      question: 'Can Access to Work fund productivity training?',
      answer: [
        'If your disability or health condition affects how you organise and manage your work, Access to Work can help pay for training and equipment that make it easier. Our [Access to Work guide](/resources/access-to-work) explains how to apply.',
      ],
    },
  ],
};

export default productivity;
