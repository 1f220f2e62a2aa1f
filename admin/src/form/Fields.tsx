import { createContext, useContext, useState, type ReactNode } from 'react';
import type { EditorField, GroupField, ListField } from '../../../content-model/editor/description.ts';
import type { ListEdit } from '../editing/contentFile.ts';
import type { ConfirmRequest } from '../ui/ConfirmDialog.tsx';
import { emptyValue, fieldId, getAt, headingIdOf, itemName, itemSummary, pathKey, shortName, type FieldPath } from '../editing/values.ts';

/**
 * The form of a content file, made from its fields' description (content-model/editor/description.ts,
 * itself made from the content schemas). Plain HTML controls, each with its visible label, its hint
 * and its error tied to it (aria-describedby); a group or a list is a fieldset named by its heading;
 * a list's items say which item they are ("Quote, testimonial 2 of 3"), and removing one asks first.
 */
export interface FormActions {
  problems: ReadonlyMap<string, string>;
  /** A field's new value; for a list's items moved, removed or added, the edit too, so the save can make it in place. */
  change: (path: FieldPath, value: unknown, listEdit?: ListEdit) => void;
  confirm: (request: ConfirmRequest) => void;
  announce: (message: string) => void;
  /** Focus the element with this id once the form has re-rendered. */
  focusLater: (id: string) => void;
}

const FormContext = createContext<FormActions | null>(null);
export const FormProvider = FormContext.Provider;
function useForm(): FormActions {
  const form = useContext(FormContext);
  if (!form) throw new Error('Fields are rendered inside a FormProvider');
  return form;
}

const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

function Heading({ level, id, children }: { level: number; id?: string; children: ReactNode }) {
  const Tag = `h${Math.min(level, 6)}` as 'h2';
  return (
    <Tag id={id} tabIndex={id ? -1 : undefined}>
      {children}
    </Tag>
  );
}

/** The hint and the error under a label, and the ids that tie them to the control. */
function Notes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="error" id={`${id}-error`}>
          <strong>Error:</strong> {error}
        </p>
      )}
    </>
  );
}
const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

interface FieldProps {
  field: EditorField;
  path: FieldPath;
  value: unknown;
  /** Which item the field belongs to, said after its label: ", testimonial 2 of 3". */
  context?: string;
  /** The heading level of a group's or list's legend. */
  level: number;
  /** A label other than the field's own (a list item's "Paragraph 1 of 2"). */
  label?: string;
}

export function FieldEditor(props: FieldProps) {
  const { field } = props;
  switch (field.kind) {
    case 'fixed':
      return null;
    case 'group':
      return <GroupEditor {...props} field={field} />;
    case 'list':
      return <ListEditor {...props} field={field} />;
    case 'switch':
      return <SwitchEditor {...props} />;
    default:
      return <InputEditor {...props} />;
  }
}

function SwitchEditor({ field, path, value, context }: FieldProps) {
  const form = useForm();
  const id = fieldId(path);
  const error = form.problems.get(pathKey(path));
  return (
    <div className="field switch">
      <input
        type="checkbox"
        id={id}
        checked={value === true}
        aria-describedby={describedBy(id, field.hint, error)}
        aria-invalid={error ? true : undefined}
        aria-label={context ? `${field.label}, ${context}` : undefined}
        onChange={(event) => form.change(path, event.target.checked)}
      />
      <label htmlFor={id}>{field.label}</label>
      <Notes id={id} hint={field.hint} error={error} />
    </div>
  );
}

function InputEditor({ field, path, value, context, label }: FieldProps) {
  const form = useForm();
  const id = fieldId(path);
  const error = form.problems.get(pathKey(path));
  const common = {
    id,
    'aria-describedby': describedBy(id, field.hint, error),
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required || undefined,
    // Which item the field belongs to, after the visible label's own words (so voice control still finds it by them).
    'aria-label': context ? `${label ?? field.label}, ${context}` : undefined,
  };
  const setText = (text: string) => form.change(path, text === '' && !field.required ? undefined : text);
  let control: ReactNode;
  if (field.kind === 'choice') {
    control = (
      <select {...common} value={value === undefined ? '' : String(value)} onChange={(event) => setText(event.target.value)}>
        <option value="">Choose one</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'number') {
    control = (
      <input
        {...common}
        type="text"
        inputMode="numeric"
        className="short"
        value={value === undefined ? '' : String(value)}
        onChange={(event) => {
          const text = event.target.value.trim();
          form.change(path, text === '' ? undefined : /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : text);
        }}
      />
    );
  } else if (field.kind === 'paragraph' || field.kind === 'markdown') {
    control = (
      <textarea
        {...common}
        rows={field.kind === 'markdown' ? 20 : 4}
        className={field.kind}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => setText(event.target.value)}
      />
    );
  } else if (field.kind === 'line') {
    control = (
      <input
        {...common}
        type="text"
        value={typeof value === 'string' ? value : value === undefined ? '' : String(value)}
        onChange={(event) => setText(event.target.value)}
      />
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label ?? field.label}</label>
      <Notes id={id} hint={field.hint} error={error} />
      {control}
    </div>
  );
}

function GroupEditor({ field, path, value, context, level }: FieldProps & { field: GroupField }) {
  const form = useForm();
  const id = fieldId(path);
  const error = form.problems.get(pathKey(path));
  return (
    <fieldset className="group" aria-describedby={describedBy(id, field.hint, error)}>
      <legend>
        <Heading level={level} id={headingIdOf(id)}>
          {field.label}
          {context && <span className="visually-hidden"> in {context}</span>}
        </Heading>
      </legend>
      <Notes id={id} hint={field.hint} error={error} />
      {field.fields.map((child) => (
        <FieldEditor
          key={child.name}
          field={child}
          path={[...path, child.name]}
          value={getAt(value, [child.name])}
          // A group's fields say which group they are in: "Heading, closing call" is not the page's Heading.
          context={[shortName(field.label), context].filter(Boolean).join(', ')}
          level={level + 1}
        />
      ))}
    </fieldset>
  );
}

/**
 * A list item's button: its visible action, then the item it acts on for screen readers ("Remove
 * testimonial 2 of 3"). One that cannot act here (Move up on the first item) stays, focusable and
 * marked unavailable (aria-disabled, drawn dashed), so focus is never lost and pressing it says why.
 */
function ItemButton(props: {
  id: string;
  action: string;
  item: string;
  danger?: boolean;
  unavailable?: boolean;
  onClick: (button: HTMLButtonElement) => void;
}) {
  return (
    <button
      type="button"
      id={props.id}
      className={props.danger ? 'danger' : undefined}
      aria-disabled={props.unavailable || undefined}
      onClick={(event) => props.onClick(event.currentTarget)}
    >
      {props.action}
      <span className="visually-hidden"> {props.item}</span>
    </button>
  );
}

/** Lists of more groups than this open folded. */
const foldedFrom = 6;

function ListEditor({ field, path, value, context, level }: FieldProps & { field: ListField }) {
  const form = useForm();
  const id = fieldId(path);
  const error = form.problems.get(pathKey(path));
  const items = Array.isArray(value) ? value : [];
  const fixedLength = !field.allowAdd || (field.minItems !== undefined && field.minItems === field.maxItems);
  const canAdd = !fixedLength && (field.maxItems === undefined || items.length < field.maxItems);
  const of = context ? `, ${context}` : '';
  const listName = shortName(field.label);
  const headingId = headingIdOf(id);
  // A long list of groups (26 glossary terms) opens folded, each item a heading whose button shows it,
  // so the owner is not Tabbing through hundreds of fields; a short one opens unfolded. An item with a
  // problem is always shown. The flags follow the items as they are added, removed and moved.
  const [shown, setShown] = useState<boolean[]>(() => items.map(() => items.length <= foldedFrom));
  const isShown = (index: number) =>
    field.item.kind !== 'group' ||
    shown[index] !== false ||
    [...form.problems.keys()].some((key) => key === pathKey([...path, index]) || key.startsWith(`${pathKey([...path, index])}.`));
  const toggle = (index: number) => setShown(items.map((_, at) => (at === index ? !isShown(at) : isShown(at))));

  const move = (index: number, by: -1 | 1) => {
    const now = index + by;
    const where = by < 0 ? 'up' : 'down';
    const inList = context ? ` in ${listName}${of}` : '';
    if (now < 0 || now >= items.length) {
      form.announce(
        `${capitalised(itemName(field, index, items.length))}${inList} is already ${by < 0 ? 'first' : 'last'}: it cannot move ${where}.`,
      );
      return;
    }
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item);
    const flags = items.map((_, at) => isShown(at));
    const [flag] = flags.splice(index, 1);
    flags.splice(index + by, 0, flag!);
    setShown(flags);
    form.change(path, next, { kind: 'move', path, from: index, to: now });
    // Focus stays with the item, on the same button; at an end, on the other one (never on Remove).
    const atEnd = by < 0 ? now === 0 : now === items.length - 1;
    form.focusLater(`${id}-${now}-${atEnd ? (by < 0 ? 'down' : 'up') : where}`);
    const summary = itemSummary(field, item);
    form.announce(
      `${capitalised(field.itemNoun)}${summary ? ` “${summary}”` : ''} moved ${where} to position ${now + 1} of ${items.length}${inList}.`,
    );
  };
  const remove = (index: number, button: HTMLElement | null) => {
    const name = `${itemName(field, index, items.length)}${of}`;
    const summary = itemSummary(field, items[index]);
    form.confirm({
      title: `Remove ${name}?`,
      body: (
        <p>
          {summary ? `“${summary}”` : `This ${field.itemNoun}`} and everything in it will be taken out of {listName}. Nothing changes on the
          site until you save.
        </p>
      ),
      cancel: `Keep ${name}`,
      confirm: `Remove ${name}`,
      returnFocus: button,
      onConfirm: () => {
        form.change(
          path,
          items.filter((_, at) => at !== index),
          { kind: 'remove', path, index },
        );
        setShown(items.map((_, at) => isShown(at)).filter((_, at) => at !== index));
        form.focusLater(headingId);
        const left = items.length - 1;
        form.announce(
          `Removed ${name}. ${left === 0 ? 'No' : left} ${field.itemNoun}${left === 1 ? '' : 's'} left in ${listName}. Save to keep this change.`,
        );
      },
    });
  };
  const add = () => {
    const added = emptyValue(field.item);
    form.change(path, [...items, added], { kind: 'add', path, value: added });
    setShown([...items.map((_, at) => isShown(at)), true]);
    const first = field.item.kind === 'group' ? field.item.fields.find((each) => each.kind !== 'fixed')?.name : undefined;
    form.focusLater(fieldId(first ? [...path, items.length, first] : [...path, items.length]));
  };

  return (
    <fieldset className="list" aria-describedby={describedBy(id, field.hint, error)}>
      <legend>
        <Heading level={level} id={headingId}>
          {field.label}
          {context && <span className="visually-hidden"> in {context}</span>}
        </Heading>
      </legend>
      <Notes id={id} hint={field.hint} error={error} />
      {items.length === 0 && <p>There are no {field.itemNoun}s yet.</p>}
      <ol className="items">
        {items.map((item, index) => {
          const name = itemName(field, index, items.length);
          const itemPath = [...path, index];
          // Every list of two or more can be put in order, a list of a fixed length too (three testimonials).
          const buttons = (items.length > 1 || !fixedLength) && (
            <div className="item-actions">
              {items.length > 1 && (
                <>
                  <ItemButton
                    id={`${id}-${index}-up`}
                    action="Move up"
                    item={`${name}${of}`}
                    unavailable={index === 0}
                    onClick={() => move(index, -1)}
                  />
                  <ItemButton
                    id={`${id}-${index}-down`}
                    action="Move down"
                    item={`${name}${of}`}
                    unavailable={index === items.length - 1}
                    onClick={() => move(index, 1)}
                  />
                </>
              )}
              {!fixedLength && (
                <ItemButton
                  id={`${id}-${index}-remove`}
                  action="Remove"
                  item={`${name}${of}`}
                  danger
                  onClick={(button) => remove(index, button)}
                />
              )}
            </div>
          );
          if (field.item.kind === 'group') {
            const summary = itemSummary(field, item);
            return (
              <li key={index}>
                <fieldset className="item">
                  <legend>
                    <Heading level={level + 1}>
                      {items.length > foldedFrom ? (
                        <button type="button" className="disclosure" aria-expanded={isShown(index)} onClick={() => toggle(index)}>
                          {capitalised(name)}
                          {summary && `: ${summary}`}
                          {of && <span className="visually-hidden">{of}</span>}
                        </button>
                      ) : (
                        <>
                          {capitalised(name)}
                          {summary && `: ${summary}`}
                        </>
                      )}
                    </Heading>
                  </legend>
                  {isShown(index) &&
                    field.item.fields.map((child) => (
                      <FieldEditor
                        key={child.name}
                        field={child}
                        path={[...itemPath, child.name]}
                        value={getAt(item, [child.name])}
                        context={context ? `${name}, ${context}` : name}
                        level={level + 2}
                      />
                    ))}
                  {isShown(index) && buttons}
                </fieldset>
              </li>
            );
          }
          return (
            <li key={index} className="item-row">
              <FieldEditor
                field={field.item}
                path={itemPath}
                value={item}
                label={capitalised(name)}
                context={`${listName}${of}`}
                level={level + 1}
              />
              {buttons}
            </li>
          );
        })}
      </ol>
      {canAdd && (
        <button type="button" onClick={add}>
          Add a{/^[aeiou]/.test(field.itemNoun) ? 'n' : ''} {field.itemNoun}
          {context && (
            <span className="visually-hidden">
              {' '}
              to {listName}, {context}
            </span>
          )}
        </button>
      )}
    </fieldset>
  );
}
