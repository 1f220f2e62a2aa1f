import { describe, expect, it } from 'vitest';
import {
  contactFormReducer,
  emptyValues,
  initialContactFormState,
  type ContactFormAction,
  type ContactFormState,
} from '../../../src/pages/contact/contactFormState';

const run = (...actions: ContactFormAction[]): ContactFormState => actions.reduce(contactFormReducer, initialContactFormState);
const typed = { ...emptyValues, name: 'R', email: 'sam@example.com' };
const sentNotice = { id: 1, variant: 'default' as const, title: 'Message Sent!', description: 'Thank you.' };
const failedNotice = { id: 2, variant: 'destructive' as const, title: 'Error', description: 'Failed to send message.' };

describe('the contact form’s state', () => {
  it('keeps what is typed, and shows no error before the first submit', () => {
    const state = run({ type: 'edited', values: typed });
    expect(state.values).toEqual(typed);
    expect(state.errors).toEqual({});
  });

  it('shows the errors of a failed submit and moves focus to the summary each time', () => {
    const once = run({ type: 'invalid', errors: { name: 'Name must be at least 2 characters' } });
    expect(once.errors).toEqual({ name: 'Name must be at least 2 characters' });
    const twice = contactFormReducer(once, { type: 'invalid', errors: { name: 'Name must be at least 2 characters' } });
    expect(twice.summaryFocusKey).toBe(once.summaryFocusKey + 1);
  });

  it('after a failed submit, re-checks the corrected field only: its error goes or changes, the others stay', () => {
    const invalid = run({ type: 'invalid', errors: { name: 'Name must be at least 2 characters', email: 'Invalid email address' } });
    const fixed = contactFormReducer(invalid, {
      type: 'edited',
      values: { ...typed, name: 'Ro' },
      checked: { field: 'name', error: undefined },
    });
    expect(fixed.errors).toEqual({ email: 'Invalid email address' });
    const changed = contactFormReducer(fixed, {
      type: 'edited',
      values: { ...typed, email: 'sam@' },
      checked: { field: 'email', error: 'Invalid email address, still' },
    });
    expect(changed.errors).toEqual({ email: 'Invalid email address, still' });
  });

  it('while sending: no errors, "Sending...", no old outcome, and the notice’s code wanted', () => {
    const state = run({ type: 'invalid', errors: { name: 'x' } }, { type: 'sending' });
    expect(state).toMatchObject({ errors: {}, sending: true, outcome: 'none', noticesWanted: true });
  });

  it('sent: the form is emptied, the outcome and its notice shown', () => {
    const state = run({ type: 'edited', values: typed }, { type: 'sending' }, { type: 'answered', ok: true, notice: sentNotice });
    expect(state).toMatchObject({ values: emptyValues, sending: false, outcome: 'sent', notice: sentNotice });
  });

  it('failed: everything typed stays; the same outcome twice brings a new notice, so it takes focus twice', () => {
    const failedOnce = run({ type: 'edited', values: typed }, { type: 'sending' }, { type: 'answered', ok: false, notice: failedNotice });
    expect(failedOnce).toMatchObject({ values: typed, sending: false, outcome: 'failed', notice: failedNotice });
    const againNotice = { ...failedNotice, id: 3 };
    const failedTwice = [{ type: 'sending' } as const, { type: 'answered', ok: false, notice: againNotice } as const].reduce(
      contactFormReducer,
      failedOnce,
    );
    expect(failedTwice.notice).toBe(againNotice);
    expect(failedTwice.notice).not.toBe(failedOnce.notice);
  });

  it('the notice closes; wanting its code twice changes nothing', () => {
    const closed = run({ type: 'answered', ok: true, notice: sentNotice }, { type: 'noticeClosed' });
    expect(closed.notice).toBeNull();
    const wanted = run({ type: 'noticesWanted' });
    expect(contactFormReducer(wanted, { type: 'noticesWanted' })).toBe(wanted);
  });
});
