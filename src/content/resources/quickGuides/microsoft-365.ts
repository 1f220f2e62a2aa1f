import type { QuickGuide } from '../../schemas';
import { quickGuideCard } from './catalogue';

/** The quick guide /resources/software-quick-guides/microsoft-365 (SPEC §2 "Quick guide pages"). */
export const microsoft365: QuickGuide = {
  ...quickGuideCard('microsoft-365'),
  heading: 'Microsoft 365 Quick Guide',
  tips: [
    {
      title: 'Save to OneDrive',
      text: 'Save your files to OneDrive so they sync across your devices and AutoSave keeps your changes as you work. You can pick up a document on your laptop, phone or tablet where you left off.',
    },
    {
      title: 'Collaborate in real time',
      text: 'Share a link to a document instead of emailing attachments. Several people can edit at once, and you can type @ and a name in a comment to ask a colleague a question directly.',
    },
    {
      title: 'Use the web apps',
      text: 'Word, Excel, PowerPoint and Outlook also run in a web browser at microsoft365.com, so you can work on any computer without installing anything.',
    },
    {
      title: 'Meet and chat in Teams',
      text: 'Use Teams for chat, calls and meetings. Turn on live captions in a meeting to follow what is said, and press Ctrl+Shift+M to mute or unmute yourself.',
    },
    {
      title: 'Dictate and Immersive Reader',
      text: 'Use Dictate to write with your voice: it is on the Home tab in Word, and on the Message tab when you write an email in Outlook. Immersive Reader, on the View tab in Word, reads text aloud and lets you change text spacing, page colour and line focus.',
    },
  ],
};

export default microsoft365;
