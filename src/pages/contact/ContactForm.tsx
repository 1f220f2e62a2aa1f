import { lazy, Suspense, useReducer, useRef, type ChangeEvent, type FormEvent } from 'react';
import { useHeadTags } from '../../components/seo/head/HeadContext';
import { Button } from '../../components/ui/Button';
import { TextAreaField, TextField } from '../../components/ui/FormField';
import { contactFields, contactHints, type ContactField } from '../../lib/contactRules';
import { contactFormReducer, emptyValues, initialContactFormState, type ContactValues } from './contactFormState';
import { ErrorSummary } from './ErrorSummary';
import { failedNotice, OutcomeRegion, sentNotice } from './OutcomeRegion';
import { sendContactMessage } from './sendContactMessage';
import { SpamTrap, spamTrapName } from './SpamTrap';
import { useOutcomeFocus } from './useOutcomeFocus';

const fieldId = (field: ContactField) => `contact-${field}`;
const fieldNamed = (name: string): ContactField => (name === spamTrapName ? 'honeypot' : (name as ContactField));

// Loaded when a message is first sent, while the request runs: not part of the first visit.
const Notices = lazy(() => import('../../components/ui/Notice'));

// The validator (zod) loads when the visitor first focuses a field, well before they can submit;
// a visitor who only reads the page never downloads it.
type Validation = typeof import('../../lib/contactMessage');
let validation: Promise<Validation> | null = null;
const loadValidation = () => (validation ??= import('../../lib/contactMessage'));

/**
 * The "Send Us a Message" form (SPEC §2, §4, §5, §8): validated on submit with the shared schema,
 * then each field re-checked as it is corrected; an error summary that takes focus; "Error: " in the
 * page title while errors show; "Sending..." while the request runs; a notice and a persistent status
 * for the outcome. A filled spam trap drops the submit silently.
 */
export function ContactForm({ pageTitle }: { pageTitle: string }) {
  const [{ values, errors, summaryFocusKey, sending, outcome, notice, noticesWanted }, dispatch] = useReducer(
    contactFormReducer,
    initialContactFormState,
  );
  // A ref, not state: a key pressed between the submit's check and the render it causes must already
  // be re-checked (a change handler from the render before would still see "not submitted").
  const submitted = useRef(false);
  // State updates are asynchronous: a ref stops a second submit before "Sending..." has rendered.
  const inFlight = useRef(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const validator = useRef<Validation | null>(null);
  // What the fields hold now, for code that runs after an await (the validator may still be
  // downloading when the visitor presses Send, and they may keep typing meanwhile).
  const latestValues = useRef<ContactValues>(emptyValues);
  /**
   * A field's focus: the visitor is starting on the form. The validator and the notice's code are
   * fetched now, not with the page, so that they are there when Send is pressed and the answer comes,
   * even on a slow phone; a visitor who never uses the form never downloads them.
   */
  const warmUp = () => {
    void loadValidation().then((module) => (validator.current = module));
    dispatch({ type: 'noticesWanted' });
  };

  const visibleErrors = contactFields.flatMap((field) => {
    const message = errors[field];
    return message ? [{ field, fieldId: fieldId(field), message }] : [];
  });
  const hasErrors = visibleErrors.length > 0;
  // A higher priority: this title must win over the layout's, which registers after the page's.
  useHeadTags({ title: hasErrors ? `Error: ${pageTitle}` : pageTitle, titlePriority: 1 });

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const field = fieldNamed(event.target.name);
    const next = { ...latestValues.current, [field]: event.target.value };
    latestValues.current = next;
    // After a failed submit, re-check a field as it is corrected (and only that field). The
    // validator is loaded by then: the submit that set `submitted` waited for it.
    const check = validator.current;
    if (submitted.current && check && field !== 'honeypot') {
      dispatch({ type: 'edited', values: next, checked: { field, error: check.validateContactField(field, next) } });
    } else {
      dispatch({ type: 'edited', values: next });
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    // The spam trap is invisible to people: if it has a value, a robot filled the form. Drop the
    // submit without a request and without a word.
    if (latestValues.current.honeypot) return;

    inFlight.current = true;
    const check = (validator.current ??= await loadValidation());
    inFlight.current = false;
    const result = check.validateContactMessage(latestValues.current);
    submitted.current = true;
    if (!result.success) {
      dispatch({ type: 'invalid', errors: result.errors });
      return;
    }

    inFlight.current = true;
    dispatch({ type: 'sending' });
    const ok = await sendContactMessage(result.message);
    inFlight.current = false;
    if (ok) {
      latestValues.current = emptyValues;
      submitted.current = false;
    }
    // Sent: the form is emptied. Failed: everything typed stays in the form.
    const notice = ok
      ? { id: Date.now(), variant: 'default' as const, ...sentNotice }
      : { id: Date.now(), variant: 'destructive' as const, ...failedNotice };
    dispatch({ type: 'answered', ok, notice });
  }

  useOutcomeFocus(outcomeRef, notice);

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="contact-form flex flex-col gap-6" aria-describedby="contact-form-intro">
        <ErrorSummary errors={visibleErrors} focusKey={summaryFocusKey} />
        <TextField
          id={fieldId('name')}
          name="name"
          label="Name"
          hint={contactHints.name}
          required
          autoComplete="name"
          value={values.name}
          onChange={onChange}
          onFocus={warmUp}
          error={errors.name}
        />
        <TextField
          id={fieldId('email')}
          name="email"
          label="Email"
          hint={contactHints.email}
          type="email"
          required
          autoComplete="email"
          spellCheck={false}
          value={values.email}
          onChange={onChange}
          onFocus={warmUp}
          error={errors.email}
        />
        <TextField
          id={fieldId('phone')}
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint={contactHints.phone}
          value={values.phone}
          onChange={onChange}
          onFocus={warmUp}
          error={errors.phone}
        />
        <TextField
          id={fieldId('subject')}
          name="subject"
          label="Subject"
          hint={contactHints.subject}
          required
          value={values.subject}
          onChange={onChange}
          onFocus={warmUp}
          error={errors.subject}
        />
        <TextAreaField
          id={fieldId('message')}
          name="message"
          label="Message"
          required
          rows={7}
          hint={contactHints.message}
          value={values.message}
          onChange={onChange}
          onFocus={warmUp}
          error={errors.message}
        />
        <SpamTrap id={fieldId('honeypot')} value={values.honeypot} onChange={onChange} />
        <div>
          <Button type="submit" size="lg" disabled={sending}>
            {sending ? 'Sending...' : 'Send Message'}
          </Button>
        </div>
      </form>

      <OutcomeRegion ref={outcomeRef} outcome={outcome} />

      {noticesWanted || notice ? (
        <Suspense fallback={null}>
          <Notices notice={notice} onClose={() => dispatch({ type: 'noticeClosed' })} spoken={false} />
        </Suspense>
      ) : null}
    </>
  );
}
