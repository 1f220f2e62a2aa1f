import type { Video, VideoSlideLines } from '../../content-model/schemas';

/**
 * The "Why Choose Us?" video on Home. Change the words here, then run `npm run generate:video` to
 * make the video, its poster and its captions again (they are checked in under public/videos/).
 * Every line a slide shows is also spoken, so nothing is given only visually. The page shows each
 * segment's heading and narration as the transcript.
 */
export const whyChooseUsVideo: Video = {
  title: 'Why choose us: a one-minute introduction',
  description:
    'Six narrated slides: our one-to-one training, our certified trainers, support after training, our work with organisations, and how to start with a free phone call.',
  src: '/videos/why-choose-us.mp4',
  poster: '/videos/why-choose-us-poster.jpg',
  captions: '/videos/why-choose-us.vtt',
  width: 1280,
  height: 720,
  // What `npm run generate:video` printed; tests/unit/video/video.test.ts checks it against the file.
  durationSeconds: 66.2,
  segments: [
    {
      heading: 'Your path to possibility',
      narration:
        'Welcome. We are an assistive technology training and accessibility consultancy, based in Worcester and serving clients across the UK.',
    },
    {
      heading: 'Training built around you',
      narration:
        'We teach screen readers, magnification, speech recognition and study tools one to one, at your pace, on your own equipment. Training runs remotely anywhere in the UK, or on site by arrangement.',
    },
    {
      heading: 'Certified trainers',
      narration: 'Our trainers were certified in 2024 in SuperNova, JAWS, GuideConnect, EasyReader and ZoomText.',
    },
    {
      heading: 'Support after training',
      narration:
        'Every training comes with two weeks of free technical support afterwards, and every quote is written for you, with no standard packages you do not need.',
    },
    {
      heading: 'For organisations too',
      narration:
        'We also test websites against WCAG 2.2, run awareness workshops called The Blind Truth, and help people and employers with Access to Work funding.',
    },
    {
      heading: 'Start with a free call',
      narration: 'Not sure where to start? Book a free phone consultation on our contact page.',
    },
  ],
};

/**
 * What each slide shows under its heading, keyed by the segment's heading: drawn into the video by
 * `npm run generate:video`, and kept apart from the player's data so that visitors do not download it.
 */
export const whyChooseUsSlideLines: VideoSlideLines = {
  'Your path to possibility': ['Assistive technology training', 'Accessibility consultancy'],
  'Training built around you': ['One to one, at your pace', 'Remote across the UK, or on site'],
  'Certified trainers': ['SuperNova, JAWS, GuideConnect', 'EasyReader and ZoomText', 'Certified in 2024'],
  'Support after training': ['Two weeks of free support', 'A quote written for you'],
  'For organisations too': ['Website testing against WCAG 2.2', 'The Blind Truth workshops', 'Help with Access to Work'],
  'Start with a free call': ['Book a free phone consultation', 'on our contact page'],
};
