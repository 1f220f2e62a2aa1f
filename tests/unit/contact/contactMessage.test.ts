import { describe, expect, it } from 'vitest';
import {
  contactHints,
  contactLimits,
  contactMessages as m,
  prohibitedPhrases,
  validateContactMessage,
  type ContactFieldErrors,
} from '../../../src/lib/contactMessage';

const valid = {
  name: 'Siân O’Brien-Smith',
  email: 'sian@example.org',
  phone: '+44 (0)1905 123-456',
  subject: 'JAWS training',
  message: 'I would like to learn JAWS for my new job, please.',
};

function errorsFor(overrides: Partial<Record<keyof typeof valid | 'honeypot', unknown>>): ContactFieldErrors {
  const result = validateContactMessage({ ...valid, ...overrides });
  return result.success ? {} : result.errors;
}
const x = (count: number, char = 'a') => char.repeat(count);

describe('a valid contact message', () => {
  it('passes, trimmed, with only the five fields SPEC sends', () => {
    const result = validateContactMessage({ ...valid, name: `  ${valid.name}  `, subject: ' JAWS training ', honeypot: '' });
    expect(result).toEqual({ success: true, message: { ...valid } });
  });

  it('may leave the phone out or empty', () => {
    expect(validateContactMessage({ ...valid, phone: undefined }).success).toBe(true);
    expect(validateContactMessage({ ...valid, phone: '' })).toMatchObject({ success: true, message: { phone: '' } });
  });
});

describe('name', () => {
  it.each([
    [x(1), m.nameTooShort],
    [` ${x(1)} `, m.nameTooShort],
    [x(101), m.nameTooLong],
    ['R2-D2', m.nameCharacters],
    ['Jo <script>', m.nameCharacters],
    ['Jo_Smith', m.nameCharacters],
  ])('"%s" is rejected with "%s"', (name, message) => {
    expect(errorsFor({ name }).name).toBe(message);
  });

  it.each([x(2), x(100), ` ${x(100)} `, "Mary-Jane O'Neil", 'Zoë', 'Seán Ó Briain', 'Siân'])('"%s" is accepted', (name) => {
    expect(errorsFor({ name }).name).toBeUndefined();
  });

  it('is required', () => {
    expect(errorsFor({ name: undefined }).name).toBe(m.required);
    expect(errorsFor({ name: '' }).name).toBe(m.nameTooShort);
  });
});

describe('email', () => {
  it.each([
    ['', m.emailInvalid],
    ['not-an-address', m.emailInvalid],
    ['a@b', m.emailInvalid],
    ['two words@example.org', m.emailInvalid],
    [`${x(247)}@mail.com`, m.emailTooLong],
    ['me@tempmail.com', m.emailDisposable],
    ['me@THROWAWAY.email', m.emailDisposable],
    ['me@10MinuteMail.net', m.emailDisposable],
    ['me@guerrillamail.org', m.emailDisposable],
  ])('"%s" is rejected with "%s"', (email, message) => {
    expect(errorsFor({ email }).email).toBe(message);
  });

  it('accepts 255 characters, trimmed, and rejects 256', () => {
    const at255 = `${x(246)}@mail.com`;
    expect(at255).toHaveLength(255);
    expect(errorsFor({ email: ` ${at255} ` }).email).toBeUndefined();
    expect(errorsFor({ email: `a${at255}` }).email).toBe(m.emailTooLong);
  });
});

describe('phone', () => {
  it.each(['01905 123456', '+44 7700 900123', '(01905) 123-456', x(20, '1')])('"%s" is accepted', (phone) => {
    expect(errorsFor({ phone }).phone).toBeUndefined();
  });
  it.each([
    ['01905 ext 12', m.phoneCharacters],
    ['0800.123.456', m.phoneCharacters],
    [x(21, '1'), m.phoneTooLong],
  ])('"%s" is rejected with "%s"', (phone, message) => {
    expect(errorsFor({ phone }).phone).toBe(message);
  });
});

describe('subject', () => {
  it.each([
    [x(2), m.subjectTooShort],
    [`  ${x(2)}  `, m.subjectTooShort],
    [x(201), m.subjectTooLong],
  ])('"%s" is rejected with "%s"', (subject, message) => {
    expect(errorsFor({ subject }).subject).toBe(message);
  });
  it.each([x(3), x(200)])('%s characters are accepted', (subject) => {
    expect(errorsFor({ subject }).subject).toBeUndefined();
  });
});

describe('message', () => {
  it.each([
    [x(19), m.messageTooShort],
    [`   ${x(19)}   `, m.messageTooShort],
    [x(1001), m.messageTooLong],
    ['Win the LOTTERY today, an offer for all of you', m.messageProhibited],
    ['Please Click Here to claim your free training', m.messageProhibited],
    ['Best online casino in the whole of Worcester', m.messageProhibited],
    ['Cheap Viagra delivered to your door, no questions', m.messageProhibited],
    ['BUY NOW while stocks of these last, friends', m.messageProhibited],
  ])('"%s" is rejected with "%s"', (message, expected) => {
    expect(errorsFor({ message }).message).toBe(expected);
  });
  it.each([x(20), x(1000)])('%s characters are accepted', (message) => {
    expect(errorsFor({ message }).message).toBeUndefined();
  });
});

describe('the spam trap', () => {
  it('must be empty', () => {
    expect(errorsFor({ honeypot: 'https://spam.example' }).honeypot).toBe(m.honeypot);
    expect(errorsFor({ honeypot: '' }).honeypot).toBeUndefined();
  });
});

it('reports one message per field, the first that applies', () => {
  expect(errorsFor({ name: '', email: '', subject: '', message: '' })).toEqual({
    name: m.nameTooShort,
    email: m.emailInvalid,
    subject: m.subjectTooShort,
    message: m.messageTooShort,
  });
});

describe('control characters', () => {
  // NUL, BEL, BS, ESC (the start of a terminal escape), DEL, and a C1 control (CSI, U+009B).
  const controls = ['\u0000', '\u0007', '\u0008', '\u001b', '\u007f', '\u009b'];

  it.each(controls.map((control) => [JSON.stringify(control), control]))(
    "%s is rejected in every field with that field's message",
    (_label, control) => {
      expect(errorsFor({ name: `Sam${control} Jones` }).name).toBe(m.nameCharacters);
      expect(errorsFor({ email: `sam${control}@example.org` }).email).toBe(m.emailInvalid);
      expect(errorsFor({ phone: `01905${control}123456` }).phone).toBe(m.phoneCharacters);
      expect(errorsFor({ subject: `JAWS${control}training` }).subject).toBe(m.subjectCharacters);
      expect(errorsFor({ message: `${valid.message}${control}[31m` }).message).toBe(m.messageCharacters);
    },
  );

  it('is reported before the length rules, so the message says what is wrong', () => {
    expect(errorsFor({ name: '\u001b' }).name).toBe(m.nameCharacters);
    expect(errorsFor({ subject: '\u0000' }).subject).toBe(m.subjectCharacters);
  });

  it('allows line breaks and tabs inside the message, and nowhere else', () => {
    const message = 'Line one of my enquiry.\r\nLine two,\tafter a tab.\nAnd a third line.';
    expect(validateContactMessage({ ...valid, message })).toEqual({ success: true, message: { ...valid, message } });
    expect(errorsFor({ name: 'Sam\tJones' }).name).toBe(m.nameCharacters);
    expect(errorsFor({ name: 'Sam\nJones' }).name).toBe(m.nameCharacters);
    expect(errorsFor({ phone: '01905\n123456' }).phone).toBe(m.phoneCharacters);
    expect(errorsFor({ subject: 'JAWS\ntraining' }).subject).toBe(m.subjectCharacters);
    expect(errorsFor({ email: 'sam\t@example.org' }).email).toBe(m.emailInvalid);
  });

  it('leaves letters of every script and emoji alone', () => {
    expect(errorsFor({ subject: 'Hyfforddiant JAWS – diolch 🙂' }).subject).toBeUndefined();
    expect(errorsFor({ message: 'Ŵyr i’r ddraig goch: “JAWS” training for 3 people ✓' }).message).toBeUndefined();
  });
});

describe('the hints under the fields (issue 30: a rule is said before it is broken)', () => {
  it("the name's hint gives an example that passes and one that does not, as the rule judges them", () => {
    expect(contactHints.name).toContain('J R Smith rather than J. R. Smith');
    expect(errorsFor({ name: 'J R Smith' }).name).toBeUndefined();
    expect(errorsFor({ name: 'J. R. Smith' }).name).toBe(m.nameCharacters);
  });

  it('each hint states its limits as the validator applies them', () => {
    expect(contactHints.name).toContain(`${contactLimits.name.min} to ${contactLimits.name.max} characters`);
    expect(contactHints.email).toContain(`up to ${contactLimits.email.max} characters`);
    expect(contactHints.phone).toContain(`up to ${contactLimits.phone.max} characters`);
    expect(contactHints.subject).toContain(`${contactLimits.subject.min} to ${contactLimits.subject.max} characters`);
    expect(contactHints.message).toContain(`Between ${contactLimits.message.min} and ${contactLimits.message.max} characters`);
  });

  it('the message hint names every phrase the spam rule refuses, and the subject hint an example that passes', () => {
    for (const phrase of prohibitedPhrases) {
      expect(contactHints.message).toContain(`“${phrase}”`);
      expect(errorsFor({ message: `${valid.message} ${phrase}` }).message).toBe(m.messageProhibited);
    }
    const example = /such as “(.+)”/.exec(contactHints.subject)![1]!;
    expect(errorsFor({ subject: example }).subject).toBeUndefined();
  });

  it('the phone hint names each character the rule allows', () => {
    expect(contactHints.phone).toMatch(/Digits, spaces, brackets, plus signs and hyphens only/);
    expect(errorsFor({ phone: '+44 (0)1905-123 456' }).phone).toBeUndefined();
    expect(errorsFor({ phone: '01905.123456' }).phone).toBe(m.phoneCharacters);
  });
});
