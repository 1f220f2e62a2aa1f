/** The footer's about blurb (SPEC §2 "Shared footer", first column). */
export const footerAbout =
  'Assistive technology training and accessibility consultancy. We help blind and partially sighted people, and anyone who uses assistive technology, to work, study and live with confidence, and we help organisations make their websites accessible to everyone.';
