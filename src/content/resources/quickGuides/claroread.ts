import type { QuickGuide } from '../../schemas';
import { quickGuideCard } from './catalogue';

/** The quick guide /resources/software-quick-guides/claroread (SPEC §2 "Quick guide pages"). */
export const claroread: QuickGuide = {
  ...quickGuideCard('claroread'),
  heading: 'ClaroRead Quick Guide',
  tips: [
    {
      title: 'Read selected text aloud',
      text: 'Select the text you want to hear, or place your cursor where you want to start, then press Play on the ClaroRead toolbar. Words are highlighted as they are spoken, which helps you follow along.',
    },
    {
      title: 'Use the floating toolbar',
      text: 'The ClaroRead toolbar floats above your other programs, so it works in Word, web browsers, email and PDFs. Move it to a place on screen where it does not cover your work.',
    },
    {
      title: 'Set your voice and colours',
      text: 'In ClaroRead’s settings, choose a voice and reading speed that suit you, and change the highlight and background colours to make text more comfortable to read.',
    },
    {
      title: 'Read text from images and the screen',
      text: 'If your edition includes scanning, use it to capture text that is part of an image, a scanned PDF or a screenshot, so ClaroRead can recognise it and read it aloud.',
    },
    {
      title: 'Save text as audio',
      text: 'Convert a document into an audio file to listen to away from your computer, for example while travelling or to revise for an exam.',
    },
  ],
};

export default claroread;
