import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { fieldClasses } from './fieldStyles';
import { WarningIcon } from './icons';

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * A labelled form field: the label (with "(required)" in words, not a bare asterisk), an optional
 * hint, and the error under the field in text, with an icon and a thicker border (never colour alone).
 * The control gets aria-describedby (hint and error) and aria-invalid while the error shows.
 */
function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
        {required ? <span className="font-normal"> (required)</span> : <span className="font-normal"> (optional)</span>}
      </label>
      {hint ? (
        <p id={hintId} className="text-base text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-2 font-bold text-destructive">
          <WarningIcon className="mt-1 size-5 shrink-0" />
          <span>
            <span className="sr-only">Error: </span>
            {error}
          </span>
        </p>
      ) : null}
      {children(describedBy)}
    </div>
  );
}

type Common = { id: string; label: string; required?: boolean; hint?: string; error?: string };

export function TextField({ id, label, required, hint, error, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {(describedBy) => (
        <input
          id={id}
          // Explicit, although it is the default: some checkers (HTML_CodeSniffer) need it to match
          // autocomplete tokens such as "name" to a text control.
          type="text"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`min-h-11 ${fieldClasses(Boolean(error))}`}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

export function TextAreaField({ id, label, required, hint, error, ...textarea }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {(describedBy) => (
        <textarea
          id={id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`min-h-40 ${fieldClasses(Boolean(error))}`}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
