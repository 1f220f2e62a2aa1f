// zod/mini: the same zod, with a tree-shakable API, so the browser downloads only the checks this
// schema uses (a few KB instead of the whole library). The server uses the very same schema.
import * as z from 'zod/mini';

import {
  contactLimits,
  disposableEmailMarkers,
  prohibitedPhrases,
  type ContactField,
  type ContactFieldErrors,
  type ContactMessage,
} from './contactRules';

export * from './contactRules';

/*
 * The contact message (SPEC §3, §5, §9): one schema, used by the form in the browser and by the
 * message receiver on the server (server/contact/), so both apply exactly the same rules and messages.
 */

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

/**
 * Letters of any script (so Siân, Zoë and Seán are names), combining marks, spaces, hyphens and
 * apostrophes, including the typographic ’ that phones type in O’Brien.
 */
const namePattern = /^[\p{L}\p{M}\s'’-]+$/u;
const phonePattern = /^[0-9\s+()-]*$/;
// A practical address check: something@something.tld, no spaces. Stricter rules reject real addresses.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Control characters (C0, DEL, C1): invisible, and some (ESC, NUL) drive the terminal or break the
 * files where messages are read. Only the message may hold line breaks and tabs.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacterExceptLineBreaksAndTabs = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const hasNone = (pattern: RegExp) => (value: string) => !pattern.test(value);

const requiredString = () => z.string({ error: contactMessages.required });
const containsNone = (needles: readonly string[]) => (value: string) => !needles.some((needle) => value.toLowerCase().includes(needle));

export const contactMessageSchema = z.object({
  name: requiredString().check(
    z.trim(),
    z.refine(hasNone(controlCharacter), contactMessages.nameCharacters),
    z.minLength(contactLimits.name.min, contactMessages.nameTooShort),
    z.maxLength(contactLimits.name.max, contactMessages.nameTooLong),
    z.regex(namePattern, contactMessages.nameCharacters),
  ),
  email: requiredString().check(
    z.trim(),
    z.refine(hasNone(controlCharacter), contactMessages.emailInvalid),
    z.regex(emailPattern, contactMessages.emailInvalid),
    z.maxLength(contactLimits.email.max, contactMessages.emailTooLong),
    z.refine(containsNone(disposableEmailMarkers), contactMessages.emailDisposable),
  ),
  phone: z._default(
    z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.refine(hasNone(controlCharacter), contactMessages.phoneCharacters),
          z.maxLength(contactLimits.phone.max, contactMessages.phoneTooLong),
          z.regex(phonePattern, contactMessages.phoneCharacters),
        ),
    ),
    '',
  ),
  subject: requiredString().check(
    z.trim(),
    z.refine(hasNone(controlCharacter), contactMessages.subjectCharacters),
    z.minLength(contactLimits.subject.min, contactMessages.subjectTooShort),
    z.maxLength(contactLimits.subject.max, contactMessages.subjectTooLong),
  ),
  message: requiredString().check(
    z.trim(),
    z.refine(hasNone(controlCharacterExceptLineBreaksAndTabs), contactMessages.messageCharacters),
    z.minLength(contactLimits.message.min, contactMessages.messageTooShort),
    z.maxLength(contactLimits.message.max, contactMessages.messageTooLong),
    z.refine(containsNone(prohibitedPhrases), contactMessages.messageProhibited),
  ),
  /** The spam trap: hidden from people, so any value means a robot filled the form. */
  honeypot: z.optional(z.string().check(z.maxLength(0, contactMessages.honeypot))),
});

export type ContactValidation = { success: true; message: ContactMessage } | { success: false; errors: ContactFieldErrors };

/** Validate raw input: the trimmed message to send, or the first error of each field. */
export function validateContactMessage(input: unknown): ContactValidation {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) {
    const { name, email, phone, subject, message } = result.data;
    return { success: true, message: { name, email, phone, subject, message } };
  }
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors };
}

/** The error of one field alone, for re-checking a field while the visitor corrects it. */
export function validateContactField(field: ContactField, values: Record<ContactField, string>): string | undefined {
  const result = validateContactMessage(values);
  return result.success ? undefined : result.errors[field];
}
