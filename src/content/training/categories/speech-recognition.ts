import type { TrainingCategoryPage } from '../../schemas';

/** The training category page /training/speech-recognition (SPEC §2 "Training category pages"). */
export const speechRecognition: TrainingCategoryPage = {
  slug: 'speech-recognition',
  heading: 'Speech Recognition Training',
  intro: [
    'Speech recognition lets you write and control your computer with your voice: dictating documents and emails, correcting mistakes, opening programs and clicking buttons without needing the keyboard or mouse. It helps people with dyslexia, repetitive strain injury, limited hand movement, fatigue or sight loss, and anyone who thinks faster than they type.',
    'We train you on the tool that suits your computer and your work: Dragon on Windows, the voice typing and voice access built into Windows 11, or Voice Control on a Mac, iPhone or iPad. Sessions are one-to-one and at your pace, remotely or on site by arrangement.',
  ],
  learn: [
    'Setting up your microphone and voice profile so recognition is accurate from the start',
    'Dictating with spoken punctuation and formatting, and correcting errors by voice',
    'Selecting, editing and moving around documents without touching the keyboard',
    'Opening programs, using menus and following links with voice commands',
    'Working in Word, Outlook and Teams by voice',
    'Adding your own words and names, and creating custom commands',
    'Habits that keep recognition accurate over time',
  ],
  tools: [
    {
      name: 'Dragon',
      description:
        'Professional speech recognition software for Windows from Nuance, now part of Microsoft: accurate dictation, full voice control and custom commands.',
      link: '/resources/software-quick-guides/dragon',
    },
    {
      name: 'Microsoft Dictation',
      description:
        'The speech tools built into Windows 11 and Microsoft 365: voice typing (Windows+H), voice access for hands-free control, and Dictate in Word, Outlook and PowerPoint.',
    },
    {
      name: 'Apple Voice Control',
      description:
        'Voice control built into macOS, iOS and iPadOS at no extra cost: dictate text and operate every part of your Mac, iPhone or iPad by voice.',
      link: '/resources/software-quick-guides/apple-voice-control',
    },
  ],
  faqs: [
    {
      question: 'What can speech recognition software do?',
      answer: [
        'It turns what you say into text, and your spoken commands into actions. You can dictate a letter, say "comma" or "new paragraph", correct a word it misheard, open an app, click a button by saying its name, or scroll through a web page.',
        'Dragon, Windows voice access and Apple Voice Control combine dictation with control of the whole computer. Simpler voice typing, such as Windows+H or the Dictate button in Microsoft 365, is for dictating text only.',
      ],
    },
    {
      question: 'Which speech recognition software works on my computer?',
      answer: [
        'Dragon runs on Windows. Its Mac version was discontinued in 2018, so on a Mac we use Apple Voice Control, which is built into macOS Catalina and later, and into iOS and iPadOS 13 and later.',
        'On Windows 11, press Windows+H in any text box to start voice typing. Voice access, in Settings > Accessibility > Speech on Windows 11 version 22H2 or later, lets you control the whole computer by voice. It replaces the older Windows Speech Recognition, which Microsoft has deprecated.',
      ],
    },
    {
      question: 'Is it free, or do I need to buy Dragon?',
      answer: [
        'Windows voice typing, voice access and Apple Voice Control come free with the operating system. Dragon is paid software, sold as a licence, and is the stronger choice for heavy dictation, specialist vocabulary and detailed custom commands.',
        'In your free consultation we look at what you need to do and tell you honestly whether the built-in tools will be enough.',
      ],
    },
    {
      question: 'Does speech recognition work with Microsoft 365 and Teams?',
      answer: [
        'Yes. Dragon works with Word and Outlook, and with web pages and web apps in Chrome and Edge through its browser extension. Windows voice typing and voice access work in Microsoft 365 apps and Teams, and Word, Outlook and PowerPoint also have their own Dictate button.',
        'We train you in the programs you actually use, including the places where voice control needs a workaround.',
      ],
    },
    {
      question: 'How does the training work, and how long does it take to become confident?',
      answer: [
        'Training is one-to-one and at your pace, by video call on your own computer with your own microphone, or on site by arrangement. We start with the tasks you do most, such as writing emails or reports.',
        'How long it takes depends on how much you dictate and whether you also want to control the computer by voice. Recognition improves as you use and correct it, so the first weeks of practice matter; we agree a plan in the free consultation, and two weeks of complimentary support after training help you through that early period.',
      ],
    },
    {
      question: 'Can Access to Work pay for speech recognition training?',
      answer: [
        'If you are in work or about to start a job, Access to Work can help pay for software such as Dragon, a good headset microphone and the training to use them in your role.',
        'Our [Access to Work guide](/resources/access-to-work) explains who is eligible and how to apply, and we can provide the quote your assessor asks for.',
      ],
    },
  ],
};

export default speechRecognition;
