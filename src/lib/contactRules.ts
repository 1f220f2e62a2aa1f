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
