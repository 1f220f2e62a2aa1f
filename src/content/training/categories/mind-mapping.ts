import type { TrainingCategoryPage } from '../../schemas';

/** The training category page /training/mind-mapping (SPEC §2 "Training category pages"). */
export const mindMapping: TrainingCategoryPage = {
  slug: 'mind-mapping',
  heading: 'Mind Mapping Training',
  intro: [
    'Mind mapping software lets you put ideas down in any order and then arrange them into a structure: a central topic with branches for each idea. It helps you plan reports and essays, prepare for meetings, break down projects and revise, and it suits people who think visually, including many people with dyslexia or ADHD.',
    'We train on MindView, MindManager and MindGenius, from your first map to turning a map into a Word document, a presentation or a project plan.',
  ],
  learn: [
    'Capturing ideas quickly around a central topic, with branches and sub-branches',
    'Reorganising ideas by dragging or with keyboard shortcuts',
    'Adding notes, images, links and attachments to topics',
    'Using outline and other views to see your map as a list',
    'Exporting a map to Word, PowerPoint or PDF as the start of your document',
    'Planning projects with tasks, dates and timelines',
    'Combining mind mapping with dictation or text-to-speech',
  ],
  tools: [
    {
      name: 'MindView',
      description:
        'Mind mapping software from MatchWare for Windows and Mac, with outline, timeline and Gantt views and export to Microsoft Office.',
    },
    {
      name: 'MindManager',
      description:
        'Mind mapping and visual planning software from Alludo (formerly Corel) for Windows, Mac and the web.',
      link: '/resources/software-quick-guides/mindmanager',
    },
    {
      name: 'MindGenius',
      description:
        'UK-developed mind mapping and task planning software, used in education and business to organise ideas and projects.',
    },
  ],
  faqs: [
    {
      question: 'What is mind mapping software used for?',
      answer: [
        'Getting ideas out of your head quickly, without worrying about order, and then shaping them. People use it to plan essays and reports, prepare presentations and meetings, take notes, revise for exams and plan projects. When the map is ready, you can export it to Word as an outline for your document.',
      ],
    },
    {
      question: 'Which mind mapping software should I choose?',
      answer: [
        'All three do the essentials well. MindView is popular in education and has strong export to Microsoft Office and project views. MindManager is strong for business planning and project management. MindGenius is straightforward to start with and links ideas to tasks.',
        'The best choice depends on what you will use it for and what your college or employer already provides; we recommend one in the free consultation.',
      ],
    },
    {
      question: 'Which computers does it run on, and is it free?',
      answer: [
        'MindView runs on Windows and Mac, and MindManager on Windows, Mac and in a web browser; MindGenius is available in a web browser. All three are paid, by licence or subscription, and each can be tried before you buy.',
      ],
    },
    {
      question: 'Can I use mind mapping software with a screen reader or speech recognition?',
      answer: [
        'Mind maps are visual, so how well a screen reader works varies between products and versions. Most mind mapping tools also show your map as an outline, which is easier to use by keyboard and with a screen reader, and many actions have keyboard shortcuts. Speech recognition such as Dragon works well for typing the text of your topics.',
        'If you use assistive technology, we check your combination in the free consultation before recommending anything.',
      ],
    },
    {
      question: 'How does the training work, and how long does it take?',
      answer: [
        'Training is one-to-one and at your pace, by video call on your own computer, or on site by arrangement. We work on a real piece of your work, such as an essay plan or a project, so you finish with something useful. How long it takes depends on what you want to do with it; we agree a plan in the free consultation, and two weeks of complimentary support follow.',
      ],
    },
    {
      question: "Can Access to Work or Disabled Students' Allowance pay for it?",
      answer: [
        "Mind mapping software and training are often funded as part of a package for people with dyslexia or other specific learning difficulties: through Access to Work if you are in work, or through Disabled Students' Allowance if you are in higher education. Our [Access to Work guide](/resources/access-to-work) explains how to apply.",
      ],
    },
  ],
};

export default mindMapping;
