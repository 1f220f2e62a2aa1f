import type { QuickGuide } from '../../schemas';
import { quickGuideCard } from './catalogue';

/** The quick guide /resources/software-quick-guides/genio-notes (SPEC §2 "Quick guide pages"). */
export const genioNotes: QuickGuide = {
  ...quickGuideCard('genio-notes'),
  heading: 'Genio Notes Quick Guide',
  tips: [
    {
      title: 'Record before the lecture starts',
      text: 'Genio Notes was previously called Glean. Start recording a minute or two before the lecture or meeting begins so you do not miss the opening, and import the slides first if you have them, so they sit alongside your recording.',
    },
    {
      title: 'Take short, time-stamped notes',
      text: 'Type brief notes as you listen instead of trying to write everything down. Each note is linked to that moment in the recording, so later you can jump straight back and hear exactly what was said.',
    },
    {
      title: 'Use transcription',
      text: 'Turn your recording into a text transcript you can read, search and copy from. Check names and technical terms against the audio, as automatic transcription is not always right.',
    },
    {
      title: 'Tag key moments',
      text: 'Mark important points, tasks and things to revisit with colour-coded labels as you listen, then filter by label when you review, so you can find what matters quickly.',
    },
    {
      title: 'Export your notes',
      text: 'When you have reviewed a recording, export your notes so you can keep them with the rest of your coursework or work documents, or share them with a study partner.',
    },
  ],
};

export default genioNotes;
