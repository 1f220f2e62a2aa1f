/**
 * What the contact form needs before anyone types (SPEC §5, §9): the fields, their limits (the form
 * shows the message's) and their types. The validator, with SPEC's messages and word lists
 * (./contactMessage), loads only when a visitor starts on the form.
 */
export const contactLimits = {
  name: { min: 2, max: 100 },
  email: { max: 255 },
  phone: { max: 20 },
  subject: { min: 3, max: 200 },
  message: { min: 20, max: 1000 },
} as const;

/** SPEC §5: an e-mail address containing one of these is refused, and so is a message containing one of those. */
export const disposableEmailMarkers = ['tempmail', 'throwaway', '10minutemail', 'guerrillamail'] as const;
export const prohibitedPhrases = ['viagra', 'casino', 'lottery', 'click here', 'buy now'] as const;

export const contactFields = ['name', 'email', 'phone', 'subject', 'message'] as const;
/** The five fields sent, and the spam trap. */
export type ContactField = (typeof contactFields)[number] | 'honeypot';
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** What is sent (SPEC §3): the five fields, trimmed. */
export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

const quoted = (phrases: readonly string[]) => {
  const words = phrases.map((phrase) => `“${phrase}”`);
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
};

/**
 * What each field takes, said under its label before anything is typed, so a rule is known before it
 * is broken (WCAG 3.3.2): SPEC §5's rules in a person's words, from the limits and lists the validator
 * itself uses. A screen reader reads the hint with the field (aria-describedby).
 */
export const contactHints: Record<(typeof contactFields)[number], string> = {
  name:
    `Letters, spaces, hyphens and apostrophes only, ${contactLimits.name.min} to ${contactLimits.name.max} characters. ` +
    'Leave out full stops and numbers: for initials, write J R Smith rather than J. R. Smith.',
  email: `The address we will reply to, such as name@example.co.uk, up to ${contactLimits.email.max} characters. Addresses from temporary (disposable) email services cannot be used.`,
  phone: `So we can call you back, if you prefer. Digits, spaces, brackets, plus signs and hyphens only, up to ${contactLimits.phone.max} characters.`,
  subject: `${contactLimits.subject.min} to ${contactLimits.subject.max} characters, such as “Screen reader training for a new job”.`,
  message:
    `Between ${contactLimits.message.min} and ${contactLimits.message.max} characters. ` +
    `To keep out spam, a message containing ${quoted(prohibitedPhrases)} cannot be sent: please reword it.`,
};
