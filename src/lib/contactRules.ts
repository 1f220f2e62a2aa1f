/**
 * The rules and messages of the contact message (SPEC §5, §9), without the validator: the form
 * imports these at once, and loads the zod schema (./contactMessage) only when a visitor starts typing.
 */
export const contactLimits = {
  name: { min: 2, max: 100 },
  email: { max: 255 },
  phone: { max: 20 },
  subject: { min: 3, max: 200 },
  message: { min: 20, max: 1000 },
} as const;

export const disposableEmailMarkers = ['tempmail', 'throwaway', '10minutemail', 'guerrillamail'] as const;
export const prohibitedPhrases = ['viagra', 'casino', 'lottery', 'click here', 'buy now'] as const;

/** SPEC §5's messages, word for word. */
export const contactMessages = {
  required: 'Required',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be less than 100 characters',
  nameCharacters: 'Name can only contain letters, spaces, hyphens, and apostrophes',
  emailInvalid: 'Invalid email address',
  emailTooLong: 'Email must be less than 255 characters',
  emailDisposable: 'Please use a valid email address',
  phoneCharacters: 'Phone number can only contain numbers and +()-',
  // SPEC gives no words for this one ("string-length messages"); it follows the pattern of the others.
  phoneTooLong: 'Phone number must be less than 20 characters',
  subjectTooShort: 'Subject must be at least 3 characters',
  subjectTooLong: 'Subject must be less than 200 characters',
  // SPEC gives no words for these two (control characters): they follow the pattern of the others.
  subjectCharacters: 'Subject cannot contain control characters',
  messageTooShort: 'Message must be at least 20 characters',
  messageTooLong: 'Message must be less than 1000 characters',
  messageProhibited: 'Message contains prohibited content',
  messageCharacters: 'Message cannot contain control characters other than line breaks and tabs',
  honeypot: 'Invalid submission',
} as const;

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
