import type { NoticeContent } from '../../components/ui/Notice';
import type { ContactField, ContactFieldErrors } from '../../lib/contactRules';

/**
 * What the contact form shows, and every way it changes, as one reducer: a pure function, so each
 * transition is tested on its own (tests/unit/contact/contactFormState.test.ts). What must be known between
 * renders rather than shown (whether Send was pressed, a request in flight, the fields' latest
 * values after an await) stays in refs in ContactForm, for the reasons given there.
 */
export type ContactValues = Record<ContactField, string>;
export type ContactOutcome = 'none' | 'sent' | 'failed';

export const emptyValues: ContactValues = { name: '', email: '', phone: '', subject: '', message: '', honeypot: '' };

export interface ContactFormState {
  values: ContactValues;
  /** The errors on show, one per field at most. */
  errors: ContactFieldErrors;
  /** Counts failed submits: the error summary takes focus each time it changes. */
  summaryFocusKey: number;
  sending: boolean;
  outcome: ContactOutcome;
  /** The notice of the latest answer: a new one for each answer, even the same outcome twice. */
  notice: NoticeContent | null;
  /** Whether the notice's code is wanted yet: from the first focus on a field, or the first send. */
  noticesWanted: boolean;
}

export const initialContactFormState: ContactFormState = {
  values: emptyValues,
  errors: {},
  summaryFocusKey: 0,
  sending: false,
  outcome: 'none',
  notice: null,
  noticesWanted: false,
};

export type ContactFormAction =
  /** A field changed; after a failed submit it was re-checked (`checked`), and `error` is what it found. */
  | { type: 'edited'; values: ContactValues; checked?: { field: ContactField; error: string | undefined } }
  | { type: 'invalid'; errors: ContactFieldErrors }
  | { type: 'sending' }
  | { type: 'answered'; ok: boolean; notice: NoticeContent }
  | { type: 'noticesWanted' }
  | { type: 'noticeClosed' };

export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  switch (action.type) {
    case 'edited': {
      if (!action.checked) return { ...state, values: action.values };
      const { field, error } = action.checked;
      const { [field]: _previous, ...others } = state.errors;
      return { ...state, values: action.values, errors: error ? { ...others, [field]: error } : others };
    }
    case 'invalid':
      return { ...state, errors: action.errors, summaryFocusKey: state.summaryFocusKey + 1 };
    case 'sending':
      return { ...state, errors: {}, noticesWanted: true, sending: true, outcome: 'none' };
    case 'answered':
      return {
        ...state,
        // Sent: the form is emptied. Failed: everything typed stays in the form.
        values: action.ok ? emptyValues : state.values,
        sending: false,
        outcome: action.ok ? 'sent' : 'failed',
        notice: action.notice,
      };
    case 'noticesWanted':
      return state.noticesWanted ? state : { ...state, noticesWanted: true };
    case 'noticeClosed':
      return { ...state, notice: null };
  }
}
