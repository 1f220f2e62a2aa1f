import type { AboutPage } from './schemas';

/**
 * About (/about), SPEC §1 and §2 "About": mission, approach, expert leadership (the founder is a
 * Paralympian and advocate), then a call to action to /contact.
 */
export const about: AboutPage = {
  heading: 'About Us',
  intro:
    '{companyName} is an assistive technology training and accessibility consultancy based in {town}. We help people use the technology that lets them study, work and live more independently, and help organisations make what they offer accessible.',
  sections: [
    {
      id: 'mission',
      heading: 'Our Mission',
      blocks: [
        {
          type: 'paragraph',
          text: 'We want everyone who is blind, has low vision or lives with a disability or health condition to get real value from their technology, and to feel confident using it. Software only helps if you know how to make it do what you need.',
        },
        {
          type: 'paragraph',
          text: 'We work with individuals, employers, schools, colleges, businesses, healthcare groups such as GP practices, and educators. What we offer:',
        },
        {
          type: 'list',
          items: [
            'personalised assistive technology training, remotely across the UK or on site by arrangement, covering screen readers, magnification, speech recognition, reading and writing tools, note-taking, mind mapping, productivity tools and AI copilots;',
            'software consultation and setup, and group workshops;',
            'product recommendations, including support with Access to Work funding;',
            'braille services;',
            'website accessibility testing against WCAG 2.1 and 2.2;',
            'accessibility awareness talks and workshops, called "The Blind Truth".',
          ],
        },
      ],
    },
    {
      id: 'approach',
      heading: 'Our Approach',
      blocks: [
        {
          type: 'paragraph',
          text: 'We start with you, not the software. Before any training we talk about your goals and the tasks you need to do, whether that is managing email, reading documents or joining meetings, and build the sessions around them.',
        },
        {
          type: 'list',
          items: [
            'Plain language and patient, step-by-step teaching, at a pace that suits you.',
            'Keyboard and speech first, so you learn ways of working that do not depend on seeing the screen or using a mouse.',
            'Learning on your own equipment, so everything is set up and ready when the session ends.',
            'Written notes to refer back to when you practise.',
            'Follow-up support: two weeks of complimentary technical support after your training.',
          ],
        },
        {
          type: 'paragraph',
          text: 'It starts with a free phone consultation. Afterwards we send you a personalised quote for the training that fits what you need.',
        },
      ],
    },
    {
      id: 'leadership',
      heading: 'Expert Leadership',
      blocks: [
        {
          type: 'paragraph',
          text: 'Our founder, a Paralympian and an advocate for disabled people, leads the company. That advocacy shapes everything we do: making sure disabled people are heard, and that technology opens doors rather than closing them.',
        },
        {
          type: 'paragraph',
          text: 'Our training is backed by certifications gained in 2024: SuperNova for Trainers, JAWS, Guide Connect for Trainers, EasyReader for Educators and ZoomText. That means we know these products in depth and can show you how they work in everyday tasks.',
        },
      ],
    },
  ],
  closing: {
    heading: "Let's talk about what you need",
    text: 'Book a free phone consultation. Tell us what you want to do, and we will suggest the training or support that fits.',
    action: { label: 'Contact Us', path: '/contact' },
  },
};
