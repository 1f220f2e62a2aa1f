import type { TrainingCategoryPage } from '../../schemas';

/** The training category page /training/text-prediction (SPEC §2 "Training category pages"). */
export const textPrediction: TrainingCategoryPage = {
  slug: 'text-prediction',
  heading: 'Text Prediction & Autocorrect Training',
  intro: [
    'Text prediction and autocorrect tools take some of the effort out of typing. They correct spelling as you go, suggest the word or phrase you are about to type, and check grammar and tone before you send. They help people with dyslexia, people who type slowly or find typing tiring or painful, and anyone who wants to write with more confidence.',
    'We train on Global AutoCorrect, Lightkey and Grammarly, and set them up to work with the programs you already use.',
  ],
  learn: [
    'Letting autocorrect fix the misspellings you make most often',
    'Accepting word and phrase predictions without breaking your flow',
    'Teaching the software your own vocabulary, names and jargon',
    'Creating shortcuts that expand into full phrases, addresses or signatures',
    'Checking grammar, clarity and tone before you send',
    'Using these tools alongside speech recognition or a screen reader',
  ],
  tools: [
    {
      name: 'Global AutoCorrect',
      description:
        "Lexable's spelling tool for Windows and Mac that corrects misspellings as you type in almost any program, designed with dyslexia in mind.",
      link: '/resources/software-quick-guides/global-autocorrect',
    },
    {
      name: 'Lightkey',
      description:
        'AI text prediction software for Windows that suggests your next words and phrases as you type in Windows applications, learning from how you write.',
    },
    {
      name: 'Grammarly',
      description:
        'A writing assistant that checks spelling, grammar, clarity and tone, in your web browser and as desktop and mobile apps.',
      link: '/resources/software-quick-guides/grammarly',
    },
  ],
  faqs: [
    {
      question: 'What is the difference between autocorrect, text prediction and a grammar checker?',
      answer: [
        'Autocorrect, such as Global AutoCorrect, quietly fixes a misspelt word as soon as you finish typing it. Text prediction, such as Lightkey, suggests the next word or phrase so you can accept it with a key press instead of typing it out. A grammar checker, such as Grammarly, reviews whole sentences for grammar, clarity and tone. Many people use two of them together.',
      ],
    },
    {
      question: 'Which programs do they work in?',
      answer: [
        'Global AutoCorrect works across most programs on Windows and Mac. Lightkey works in Windows applications, including Microsoft Office and web browsers. Grammarly works through a browser extension, desktop apps for Windows and Mac, and a keyboard for phones and tablets.',
      ],
    },
    {
      question: 'Are they free?',
      answer: [
        'Grammarly has a free plan and paid plans with more features. Lightkey has a free edition, with paid editions that add more. Global AutoCorrect is paid and can be tried first. In the free consultation we will tell you whether a free option is enough for what you need.',
      ],
    },
    {
      question: 'Can I use them with speech recognition or a screen reader?',
      answer: [
        'Often yes, but some combinations need adjusting: prediction lists are not always announced by screen readers, and autocorrect can change words you have just dictated and corrected. We set the tools up together on your own computer and show you what to switch off if two of them clash.',
      ],
    },
    {
      question: 'Is my writing kept private?',
      answer: [
        "Some of these tools send your text to the provider's servers to check it. Before installing them on a work computer, check your organisation's IT and data protection policy; some organisations allow only approved tools. We can help you ask the right questions.",
      ],
    },
    {
      question: 'How does the training work, and can Access to Work pay for it?',
      answer: [
        'Training is one-to-one and at your pace, by video call on your own computer, or on site by arrangement. How long it takes depends on the tools and how you write; we agree a plan in the free consultation, and two weeks of complimentary support follow.',
        'If you are in work or about to start a job, Access to Work can help pay for the software and training. Our [Access to Work guide](/resources/access-to-work) explains how to apply.',
      ],
    },
  ],
};

export default textPrediction;
