import type { TrainingCategoryPage } from '../../schemas';

/** The training category page /training/reading-writing (SPEC §2 "Training category pages"). */
export const readingWriting: TrainingCategoryPage = {
  slug: 'reading-writing',
  heading: 'Reading & Writing Support Training',
  intro: [
    'Reading and writing support software reads text aloud while highlighting the words, helps you spell and find the right word, turns printed pages and screenshots into text you can listen to, and helps you gather notes from what you read. It is widely used by people with dyslexia and other specific learning difficulties, people with visual stress, and people for whom English is a second language.',
    'We train on Read&Write, ClaroRead and Glean (now Genio Notes), showing you how to use them in the work and study you already do.',
  ],
  learn: [
    'Listening to documents, emails, web pages and PDFs with text-to-speech',
    'Choosing a voice, speed and highlighting you can follow comfortably',
    'Word prediction, spell checking and homophone support as you write',
    'Checking meanings with dictionaries and picture dictionaries',
    'Turning scanned pages and screenshots into readable text (OCR)',
    'Highlighting key points and collecting them into notes',
    'Screen masks and colour tints to reduce visual stress',
  ],
  tools: [
    {
      name: 'Read&Write',
      description:
        "Texthelp's literacy toolbar for Windows, Mac, Chrome and Edge: text-to-speech, word prediction, dictionaries and study tools.",
      link: '/resources/software-quick-guides/readwrite',
    },
    {
      name: 'ClaroRead',
      description:
        "Claro Software's reading and writing toolbar for Windows and Mac: reads text aloud, checks homophones, predicts words and scans print to text.",
      link: '/resources/software-quick-guides/claroread',
    },
    {
      name: 'Glean',
      description:
        'Note-taking software from Genio, renamed Genio Notes in 2024: record a lecture or meeting and build clear, structured notes around the audio.',
      link: '/resources/software-quick-guides/genio-notes',
    },
  ],
  faqs: [
    {
      question: 'What does reading and writing software do?',
      answer: [
        'It reads text aloud with each word highlighted as it is spoken, so you can listen and follow along. As you write, it predicts words, suggests spellings, flags easily confused words such as "their" and "there", and can read back what you have written so you can hear mistakes. Most tools can also turn a scanned page or a screenshot into text, and collect your highlights into a set of notes.',
      ],
    },
    {
      question: 'Does it work on Windows, Mac and Chromebooks?',
      answer: [
        'Read&Write has versions for Windows and Mac and extensions for the Chrome and Edge browsers, so it also works on a Chromebook. ClaroRead runs on Windows and Mac and has a Chrome extension. Genio Notes works in a web browser and has apps for phones and tablets.',
        'We check what your device supports before training begins.',
      ],
    },
    {
      question: 'Is there a free version?',
      answer: [
        'Read&Write, ClaroRead and Genio Notes are paid products, usually licensed to you, your employer or your college or university; free trials or limited free versions let you try them first.',
        'Some of the same help is already on your computer: Immersive Reader and Read Aloud in Microsoft 365 read text aloud, and Windows and macOS include text-to-speech. If those are enough for you, we will say so and show you how to use them.',
      ],
    },
    {
      question: 'Can these tools help with dyslexia at work or in study?',
      answer: [
        "Yes. At work they help with reading long reports, writing emails and documents with confidence, and checking your work before you send it; employers often provide them as a reasonable adjustment. Students in higher education may receive them through Disabled Students' Allowance.",
        'We build the training around your own documents and tasks, so what you learn is useful straight away.',
      ],
    },
    {
      question: 'How does the training work, and how long does it take?',
      answer: [
        'Training is one-to-one and at your pace, by video call on your own computer, or on site by arrangement. How long it takes depends on the tool and how you want to use it; many people start with text-to-speech and add writing and study tools over time. We agree a plan in the free consultation, and two weeks of complimentary support follow the training.',
      ],
    },
    {
      question: 'Can Access to Work fund reading and writing software?',
      answer: [
        'If you are in work or about to start a job, Access to Work can help pay for software such as Read&Write or ClaroRead and the training to use it. Our [Access to Work guide](/resources/access-to-work) explains how to apply.',
      ],
    },
  ],
};

export default readingWriting;
