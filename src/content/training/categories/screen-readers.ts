import type { TrainingCategoryPage } from '../../schemas';

/** The training category page /training/screen-readers (SPEC §2 "Training category pages"). */
export const screenReaders: TrainingCategoryPage = {
  slug: 'screen-readers',
  heading: 'Screen Reader Training',
  intro: [
    'A screen reader speaks what is on the screen, or shows it on a braille display, and lets you do everything from the keyboard or by touch: read and write documents, handle email, browse the web and join meetings. It is the main tool for people who are blind or whose sight makes reading the screen impractical.',
    'Our trainers hold JAWS and SuperNova certifications. We teach JAWS, NVDA, SuperNova and VoiceOver from the tasks you need to do, whether you are new to screen readers, moving from one to another, or adapting to sight loss at work.',
  ],
  learn: [
    'Reading by character, word, line and paragraph, and reading continuously',
    'Moving around Windows, the desktop and File Explorer by keyboard',
    'Browsing the web by headings, landmarks, links and form fields',
    'Writing and formatting documents in Word, and checking your own work',
    'Managing email, calendars and meetings in Outlook and Teams',
    'Adjusting speech rate, voice and verbosity to suit you',
    'Using a braille display with your screen reader, if you have one',
  ],
  tools: [
    {
      name: 'JAWS',
      description:
        'Job Access With Speech, the widely used Windows screen reader from Freedom Scientific, part of Vispero.',
      link: '/resources/screen-reader-tutorials/jaws',
    },
    {
      name: 'NVDA',
      description: 'NonVisual Desktop Access, a free, open-source screen reader for Windows from the charity NV Access.',
      link: '/resources/screen-reader-tutorials/nvda',
    },
    {
      name: 'SuperNova',
      description:
        "Dolphin's screen reader and magnifier for Windows, with editions ranging from magnification only to full screen reading with braille support.",
    },
    {
      name: 'VoiceOver',
      description: "Apple's screen reader, built into every Mac, iPhone and iPad.",
      link: '/resources/screen-reader-tutorials/voiceover',
    },
  ],
  modules: [
    {
      title: 'Core shortcuts and reading modes',
      text: 'The keys you use every minute: the screen reader key (usually Insert or Caps Lock), reading by line, word and character, reading continuously, and stopping speech with Ctrl. We explain the difference between reading a page in browse mode (the virtual cursor in JAWS) and typing in focus or forms mode, and how to tell which one you are in.',
    },
    {
      title: 'Web browsing',
      text: 'Finding your way round a web page without reading every word: jumping by heading with H, by form field with F and by table with T, listing all the headings or links on a page, using landmarks to reach the main content, and filling in and submitting forms. We practise on the websites you use, including badly built ones, so you know what to do when a page gets in the way.',
    },
    {
      title: 'Docs, email and calendars',
      text: 'Everyday work in Microsoft 365: creating, reading and formatting Word documents, using headings and styles so your documents are accessible to others, reading, replying to and filing email in Outlook, opening and saving attachments, booking and accepting meetings in the calendar, and joining Teams calls.',
    },
    {
      title: 'JAWS/NVDA/SuperNova specifics',
      text: "What is particular to the screen reader you use: JAWS features such as Settings Center, the Research It and Picture Smart tools and application scripts; NVDA add-ons, configuration profiles and portable copies on a USB stick; SuperNova's combined magnification and speech. If you move between screen readers, at home and at work for example, we map the commands you know to their equivalents.",
    },
  ],
  faqs: [
    {
      question: 'Which screen reader should I learn?',
      answer: [
        'It depends on your computer, your work and what your employer already uses. JAWS is common in workplaces and supports Microsoft 365 and many specialist applications in depth. NVDA is free and very capable for everyday work and the web. SuperNova suits people who use magnification and speech together. VoiceOver is the choice on a Mac, iPhone or iPad.',
        'We talk this through in the free consultation and recommend one. Many people use two, for example VoiceOver on their phone and JAWS or NVDA at work.',
      ],
    },
    {
      question: 'Is screen reader software free?',
      answer: [
        'NVDA is free to download from NV Access, which is funded by donations. VoiceOver is included with every Apple device, and Windows has its own built-in screen reader, Narrator; see our [Narrator tutorial](/resources/screen-reader-tutorials/narrator).',
        'JAWS and SuperNova are paid. JAWS is sold on annual or perpetual licences; without a licence it runs in a 40-minute demonstration mode, after which you restart the computer to use it again.',
      ],
    },
    {
      question: 'Which computers do these screen readers run on?',
      answer: [
        'JAWS, NVDA and SuperNova run on Windows. VoiceOver runs on macOS, iOS and iPadOS; on a Mac you turn it on and off with Command+F5. All four can be used with a refreshable braille display.',
      ],
    },
    {
      question: 'How does remote screen reader training work?',
      answer: [
        'We meet by video call while you use your own computer with your own settings. You share your screen with sound, so we hear your screen reader exactly as you do, and we talk you through each step; you do not have to hand over control of your computer. If you would rather learn in person, we can come to you by arrangement.',
        'Training is one-to-one and at your pace, and afterwards you have two weeks of complimentary support for the questions that come up as you practise.',
      ],
    },
    {
      question: 'How long does it take to become confident with a screen reader?',
      answer: [
        'There is no fixed answer. Someone moving from JAWS to NVDA needs far less time than someone who has recently lost their sight and is learning the keyboard as well. We agree a plan in the free consultation, starting with the tasks that matter most to you, and adjust it as we go.',
        'Regular practice between sessions makes the biggest difference, and our [screen reader tutorials](/resources/screen-reader-tutorials) give you material to practise with.',
      ],
    },
    {
      question: 'Can Access to Work fund a screen reader and training?',
      answer: [
        'If you are in work or about to start a job, Access to Work can help pay for screen reader software, a braille display and the training to use them in your role. Our [Access to Work guide](/resources/access-to-work) explains how to apply, and we can provide the quote your assessor needs.',
      ],
    },
  ],
};

export default screenReaders;
