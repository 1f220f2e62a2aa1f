/*
 * ============================================================================================
 * PROVISIONAL TESTIMONIALS: REPLACE BEFORE LAUNCH
 *
 * The three quotes below were written by the developers, not by clients. SPEC §2 names who the
 * testimonials come from (a client, a school and a GP training session) but withholds their words.
 * They are attributed by role only and marked `provisional: true`, and while any is provisional the
 * page says so: `provisionalIntro` replaces `intro`, and each example carries `provisionalLabel`
 * instead of being shown as a quotation (docs/decisions/023). Presenting invented reviews as real is
 * unlawful in the UK (Digital Markets, Competition and Consumers Act 2024).
 *
 * To publish real testimonials: replace each quote with the client's own words, used with that
 * person's or organisation's permission, and set `provisional` to false. The page then shows it as a
 * quotation, with review data for search engines.
 * ============================================================================================
 */
import type { TestimonialsPage } from './schemas';

/**
 * Testimonials (/testimonials), SPEC §2 "Testimonials" and §3 "Testimonial": three quotes, from a
 * training client, a school and a GP practice, then a call to action to /contact. The page is
 * announced as "Client Feedback".
 */
export const testimonialsPage: TestimonialsPage = {
  heading: 'Client Feedback',
  intro: 'What the people and organisations we work with say about their training.',
  provisionalIntro:
    'We train individuals, school staff and healthcare teams. Each entry below marked as an illustrative example was written by us to show the kind of training we give: it is not a client’s words.',
  provisionalLabel: 'Illustrative example, not a client’s words',
  testimonials: [
    {
      quote: [
        'I had used a screen reader for years but only knew the basics. The sessions were built around the things I actually do at work, like email, my calendar and long documents, and I was never rushed.',
        'Having the two weeks of support afterwards made a real difference, because that is when the questions came up.',
      ],
      author: 'A training client',
      role: 'Screen reader user',
      context: 'One-to-one assistive technology training, delivered remotely',
      provisional: true,
    },
    {
      quote: [
        'The training gave our staff practical ways to support a student with a visual impairment, from magnification settings to preparing worksheets that work with a screen reader. Questions were answered patiently and clearly, and staff came away confident to try things in the classroom.',
      ],
      author: 'A secondary school',
      role: 'Special educational needs coordinator',
      context: 'Assistive technology training for school staff supporting a student with a visual impairment',
      provisional: true,
    },
    {
      quote: [
        'The session made us think again about how we communicate with patients who have sight loss: our letters, our text messages and how we call people in from the waiting room. It was honest, practical and easy to put into practice.',
      ],
      author: 'A GP practice',
      role: 'Healthcare professional',
      context: 'An accessibility awareness training session for a GP practice team',
      provisional: true,
    },
  ],
  closing: {
    heading: 'Could we help you too?',
    text: 'Tell us what you would like to achieve. The first conversation is a free phone consultation, with no obligation.',
    action: { label: 'Contact Us', path: '/contact' },
  },
};
