import type { WhyChooseUsPage } from './schemas';

/**
 * Why choose us (/why-choose-us), SPEC §2 "Why choose us": five benefit cards in SPEC order, then
 * links to /contact and /testimonials.
 */
export const whyChooseUs: WhyChooseUsPage = {
  heading: 'Why Choose Us?',
  intro:
    'Choosing who trains you, or who tests your website, is a matter of trust. Here is what you can expect when you work with {companyName}.',
  benefits: [
    {
      id: 'personalised-solutions',
      title: 'Personalised Solutions',
      text: 'No two people use technology in the same way. We start with a free phone consultation about what you want to do, then plan training and support around your goals, your equipment and the way you learn.',
      points: [
        'A personalised quote for the training or service you need, with no standard packages',
        'Sessions at your pace, remotely across the UK or on site by arrangement',
        'Training on your own equipment, set up the way that works for you',
      ],
    },
    {
      id: 'expert-guidance',
      title: 'Expert Guidance',
      text: 'Our trainers know the software in depth and hold manufacturer certifications gained in 2024: SuperNova for Trainers, JAWS, Guide Connect for Trainers, EasyReader for Educators and ZoomText.',
      points: [
        'Certified training on leading screen readers and magnifiers',
        'Clear, patient explanations in plain language',
        'Practical ways of working for everyday tasks, not just lists of features',
      ],
    },
    {
      id: 'cutting-edge-technology',
      title: 'Cutting-edge Technology',
      text: 'Assistive technology changes quickly. We keep up with new versions and new tools so that you learn current ways of working, including AI assistants that can describe, summarise and draft for you.',
      points: [
        'Training on current versions of screen readers, magnifiers and speech recognition software',
        'Guidance on using [AI copilots](/training/ai-copilots) such as Microsoft Copilot and ChatGPT accessibly',
        'Advice on the accessibility features built into Windows, macOS, iOS and Android',
      ],
    },
    {
      id: 'comprehensive-services',
      title: 'Comprehensive Services',
      text: 'From choosing a product to mastering it, and from awareness training for your staff to testing your website, we can support every part of making technology work for disabled people.',
      points: [
        'One-to-one training, group workshops, and software consultation and setup',
        'Product recommendations, including support with Access to Work funding',
        'Braille services, website accessibility testing against WCAG 2.1 and 2.2, and "The Blind Truth" awareness talks and workshops',
      ],
    },
    {
      id: 'ongoing-support',
      title: 'Ongoing Support',
      text: 'New skills take practice, and questions come up once the sessions are over. We do not leave you to work them out alone.',
      points: [
        'Two weeks of complimentary technical support after your training',
        'Accessible written notes to refer back to as you practise',
        'Further sessions available when your software, job or needs change',
      ],
    },
  ],
  actions: [
    { label: 'Get in Touch', path: '/contact' },
    { label: 'Read Client Feedback', path: '/testimonials' },
  ],
};
