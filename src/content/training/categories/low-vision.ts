import type { TrainingCategoryPage } from '../../schemas';

/** The training category page /training/low-vision (SPEC §2 "Training category pages"). */
export const lowVision: TrainingCategoryPage = {
  slug: 'low-vision',
  heading: 'Low Vision & Magnification Training',
  intro: [
    'Magnification software makes the screen easier to see: larger, sharper text, a pointer and cursor you can find at a glance, colours and contrast that suit your eyes, and speech to read text aloud when your eyes are tired. It helps people with conditions such as macular degeneration, glaucoma, diabetic retinopathy or nystagmus keep working with a screen.',
    'Our trainers hold SuperNova and ZoomText certifications. We train on SuperNova, ZoomText, Fusion and the free Windows Magnifier, set up for your eyes, your screen and your work.',
  ],
  learn: [
    'Choosing a magnification level and view: full screen, lens or docked',
    'Making the mouse pointer, text cursor and keyboard focus easy to find',
    'Colour, contrast and font smoothing settings that reduce eye strain',
    'Having text read aloud, from a whole document to the word under the pointer',
    'Reading and writing in Word, Outlook and web pages while magnified',
    'Keyboard shortcuts that save you hunting around the screen',
    'Adjusting your setup as your sight changes',
  ],
  tools: [
    {
      name: 'SuperNova',
      description:
        "Dolphin's magnifier and screen reader for Windows, with editions from magnification alone to magnification with full speech and braille.",
    },
    {
      name: 'ZoomText',
      description:
        "Freedom Scientific's screen magnifier for Windows, available as ZoomText Magnifier or as ZoomText Magnifier/Reader with speech.",
    },
    {
      name: 'Fusion',
      description:
        'ZoomText and the JAWS screen reader combined in one product from Freedom Scientific, for people who need both magnification and full screen reading.',
    },
    {
      name: 'Windows Magnifier',
      description:
        'The magnifier built into Windows: press Windows+Plus to start it and zoom in, and Windows+Esc to close it.',
    },
  ],
  faqs: [
    {
      question: 'What is the difference between a magnifier and a screen reader?',
      answer: [
        'A magnifier helps you see the screen: it enlarges it, improves contrast and highlights the pointer and cursor, and most can also read text aloud. A screen reader lets you use the computer without looking at the screen at all, by speech or braille and the keyboard.',
        'Many people whose sight is changing use both. SuperNova and Fusion combine them in one product, and our [screen reader training](/training/screen-readers) picks up where magnification is no longer enough.',
      ],
    },
    {
      question: 'Is Windows Magnifier enough, or do I need ZoomText or SuperNova?',
      answer: [
        'Windows Magnifier is free and built in. Press Windows+Plus to start it and zoom in, Windows+Minus to zoom out, Ctrl+Alt+M to switch between full screen, lens and docked views, Ctrl+Alt+I to invert colours, and Windows+Esc to close it. It can also read text aloud.',
        'ZoomText and SuperNova go further: clearer text at high magnification, more pointer, cursor, focus and colour options, finer control of speech, and tools for finding and reading things in documents and web pages. We can show you both so you can decide.',
      ],
    },
    {
      question: 'Which computers does the software run on, and is it free?',
      answer: [
        'SuperNova, ZoomText and Fusion run on Windows. They are paid software, licensed through the makers and their resellers, and you can try them before buying. Windows Magnifier comes with Windows at no cost, and a Mac has its own built-in Zoom feature.',
        'We do not publish prices, but in the free consultation we can talk through the options and what a quote would include.',
      ],
    },
    {
      question: 'Will magnification work with Microsoft 365 and Teams?',
      answer: [
        'Yes. All of these tools work with Word, Outlook, Excel and Teams, and with web browsers. Training covers the things that catch people out: keeping the cursor in view while you type, noticing pop-up windows and notifications, following a shared screen in a meeting, and finding your place again after switching programs.',
      ],
    },
    {
      question: 'How does the training work, and how long does it take?',
      answer: [
        'Training is one-to-one and at your pace, by video call on your own computer, or on site by arrangement. How long it takes depends on your sight, the software and what you need to do; we agree a plan with you in the free consultation.',
        'Two weeks of complimentary support follow the training, so you can ask about anything that comes up once you are using your setup every day.',
      ],
    },
    {
      question: 'Can Access to Work pay for magnification software and training?',
      answer: [
        'If you are in work or about to start a job, Access to Work can help pay for magnification software, equipment such as a larger monitor, and the training to use them. Our [Access to Work guide](/resources/access-to-work) explains how to apply.',
      ],
    },
  ],
};

export default lowVision;
