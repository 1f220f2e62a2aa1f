import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { EditorCollectionDescription, EditorField } from '../../../scripts/content/editor/description.ts';
import { FieldEditor, FormProvider, type FormActions } from '../form/Fields.tsx';
import { api, ApiError, type Problem } from '../lib/api.ts';
import { followSave, usePublishingMessage } from '../ui/Publishing.tsx';
import { ContentFileError, readEntry, writeEntry } from '../lib/contentFile.ts';
import { go, guardLeaving } from '../lib/route.ts';
import { fieldProblems } from '../lib/validate.ts';
import { emptyValue, fieldId, fieldName, fieldPathOf, getAt, pathKey, setAt, type FieldPath } from '../lib/values.ts';
import { useAnnounce } from '../ui/Announcer.tsx';
import { Breadcrumbs } from '../ui/Breadcrumbs.tsx';
import { ConfirmDialog, type ConfirmRequest } from '../ui/ConfirmDialog.tsx';
import { focusField, ProblemSummary, type ShownProblem } from '../ui/ProblemSummary.tsx';
import { ScreenHeading } from '../ui/ScreenHeading.tsx';

type Values = Record<string, unknown>;

interface Opened {
  /** The file's text as read (or as last saved), and its version; null for a new file. */
  original: { text: string; version: string } | null;
  values: Values;
}

type Status = { kind: 'idle' | 'unsaved' | 'saving' | 'saved' | 'failed'; message: string };

const fileNameField: EditorField = {
  name: 'fileName',
  kind: 'line',
  label: 'File name (the last part of the page’s address)',
  hint: 'Lower-case letters, digits and dashes, for example screen-magnifiers. It cannot be changed once saved.',
  required: true,
  pattern: { source: '^[a-z0-9][a-z0-9-]*$', message: 'Use lower-case letters, digits and dashes only, starting with a letter or digit' },
};

/** The build's checks of the file as it would be saved (null: deleted), among every other content file. */
async function buildProblems(filePath: string, text: string | null): Promise<Problem[]> {
  const [{ checkFile }, all] = await Promise.all([import('../check/checkFile.ts'), api.all()]);
  return checkFile(all, filePath, text);
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const sentence = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

/**
 * One content file's form (issue 22): opened from the server, shown as fields made from its schema,
 * checked when Save is pressed (the screen's own checks, then the build's on the server), and saved
 * in place (lib/contentFile.ts keeps the file's comments and layout). Saving, saved and failed are
 * said once; a problem stops the save, is listed at the top and shown at its field, and focus goes to
 * the first field with a problem.
 */
export function EntryScreen({
  collection,
  filePath,
  moveFocus,
}: {
  collection: EditorCollectionDescription;
  filePath?: string;
  moveFocus: boolean;
}) {
  const announce = useAnnounce();
  const isNew = filePath === undefined;
  const folder = collection.folder;
  const described = collection.files?.find((file) => file.path === filePath);
  const fields = useMemo(() => described?.fields ?? folder?.fields ?? [], [described, folder]);
  const [opened, setOpened] = useState<Opened | { failure: string } | undefined>(() =>
    isNew ? { original: null, values: Object.fromEntries(fields.map((field) => [field.name, emptyValue(field)])) } : undefined,
  );
  const [fileName, setFileName] = useState('');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [status, setStatus] = useState<Status>({ kind: 'idle', message: '' });
  const statusMessage = usePublishingMessage(status.message, status.kind === 'saved');
  const [confirming, setConfirming] = useState<ConfirmRequest | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const saveButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (isNew) return;
    api
      .read(filePath)
      .then(({ text, version }) => {
        const entry = readEntry(filePath, text);
        setOpened({ original: { text, version }, values: entry.body === undefined ? entry.data : { ...entry.data, body: entry.body } });
      })
      .catch((error: unknown) =>
        setOpened({
          failure:
            error instanceof ApiError || error instanceof ContentFileError
              ? error.message
              : 'This file could not be opened. Please reload the page.',
        }),
      );
  }, [filePath, isNew]);

  // Focus asked for by an action (an item added, moved or removed), once the form shows its result.
  useEffect(() => {
    if (!pendingFocus.current) return;
    focusField(pendingFocus.current);
    pendingFocus.current = null;
  });

  // Changes not saved: leaving the page, or moving to another screen, asks first.
  const dirty = status.kind === 'unsaved' || status.kind === 'failed';
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    const lift = guardLeaving(() => window.confirm('You have changes that are not saved. Leave this page without saving them?'));
    return () => {
      window.removeEventListener('beforeunload', warn);
      lift();
    };
  }, [dirty]);

  const change = useCallback(
    (path: FieldPath, value: unknown) => {
      if (isNew && path.length === 1 && path[0] === fileNameField.name) setFileName(typeof value === 'string' ? value : '');
      else setOpened((last) => (last && 'values' in last ? { ...last, values: setAt(last.values, path, value) as Values } : last));
      setStatus({ kind: 'unsaved', message: 'You have changes that are not saved yet.' });
    },
    [isNew],
  );
  const actions: FormActions = useMemo(
    () => ({
      problems: new Map(problems.flatMap((problem) => (problem.path ? [[pathKey(problem.path), sentence(problem.message)] as const] : []))),
      change,
      confirm: setConfirming,
      announce,
      focusLater: (id: string) => {
        pendingFocus.current = id;
      },
    }),
    [problems, change, announce],
  );

  const title = isNew
    ? `New ${folder?.itemLabel.toLowerCase() ?? 'file'}`
    : (described?.label ??
      (opened && 'values' in opened && typeof opened.values[folder?.titleField ?? ''] === 'string'
        ? `${opened.values[folder!.titleField] as string}`
        : 'Edit'));
  const heading = isNew ? title : `Edit: ${title}`;
  const breadcrumbs = <Breadcrumbs trail={[{ label: collection.label, place: { screen: 'collection', name: collection.name } }]} />;

  if (!opened) {
    return (
      <>
        {breadcrumbs}
        <p>Opening the file…</p>
      </>
    );
  }
  if ('failure' in opened) {
    return (
      <>
        {breadcrumbs}
        <ScreenHeading moveFocus={moveFocus}>This file could not be opened</ScreenHeading>
        <p>{opened.failure}</p>
      </>
    );
  }

  const target = isNew ? `${folder!.path}/${fileName}.${folder!.extension}` : filePath;
  const allFields = isNew ? [fileNameField, ...fields] : fields;
  const values: Values = isNew ? { fileName, ...opened.values } : opened.values;

  /** Shows the problems, says them once, and takes the owner to the first. */
  const stop = (found: Problem[], what: string) => {
    const placed = found.map((problem): Problem => {
      const at = problem.path && fieldPathOf(allFields, problem.path);
      return at ? { ...problem, path: at } : { message: problem.message };
    });
    setProblems(placed);
    setStatus({ kind: 'failed', message: `${what}: ${plural(placed.length, 'problem')} to fix, listed at the top of the form.` });
    // Focus goes to the first field with a problem, which says its own problem as it is reached; the
    // announcement says how many there are and every other problem, so each is heard once.
    const first = placed.find((problem) => problem.path);
    const others = placed
      .filter((problem) => problem !== first)
      .map((problem) =>
        problem.path ? `${fieldName(allFields, problem.path, values)}: ${sentence(problem.message)}` : sentence(problem.message),
      );
    const count = `${what}: ${plural(placed.length, 'problem')} to fix.`;
    announce(
      first
        ? [count, 'The first is selected.', ...(others.length ? ['The others:', ...others] : [])].join(' ')
        : [count, ...others].join(' '),
    );
    pendingFocus.current = first?.path ? fieldId(first.path) : 'problem-summary-heading';
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'saving') return;
    const found = fieldProblems(allFields, values);
    if (found.length) return stop(found, 'Not saved');
    const { body, ...data } = opened.values;
    const isMarkdown = target.endsWith('.md');
    let text: string;
    try {
      text = writeEntry(target, opened.original?.text ?? (isMarkdown ? '---\n---\n' : ''), {
        data: isMarkdown ? data : opened.values,
        ...(isMarkdown ? { body: typeof body === 'string' ? body : '' } : {}),
      });
    } catch (error) {
      return stop([{ message: error instanceof ContentFileError ? error.message : 'The file could not be written out.' }], 'Not saved');
    }
    setProblems([]);
    setStatus({ kind: 'saving', message: 'Saving…' });
    announce('Saving…');
    try {
      const problems = await buildProblems(target, text);
      if (problems.length) return stop(problems, 'Not saved');
      const { version, commit } = await api.save(target, text, opened.original?.version ?? null);
      // Followed until it is on the live site ("Saved. Publishing…", then "Published…": ui/Publishing.tsx).
      const saved = followSave(commit);
      if (isNew) {
        announce(saved);
        go({ screen: 'edit', path: target });
        return;
      }
      setOpened({ ...opened, original: { text, version } });
      setStatus({ kind: 'saved', message: saved });
      announce(saved);
    } catch (error) {
      const message = `Not saved: ${error instanceof ApiError ? error.message : 'something went wrong. Please try again; your changes are still on the screen.'}`;
      setStatus({ kind: 'failed', message });
      announce(message);
    }
  };

  const remove = () => {
    const original = opened.original;
    if (!original || !folder) return;
    const what = folder.itemLabel.toLowerCase();
    setConfirming({
      title: `Delete the ${what} “${title}”?`,
      body: <p>The page and its file are removed from the website when it is next built. This cannot be undone here.</p>,
      cancel: 'Keep it',
      confirm: `Delete “${title}”`,
      returnFocus: document.getElementById('delete-file'),
      onConfirm: () => {
        setStatus({ kind: 'saving', message: 'Deleting…' });
        announce('Deleting…');
        (async () => {
          const problems = await buildProblems(target, null);
          if (problems.length) {
            const message = `Not deleted: ${problems.map((problem) => sentence(problem.message)).join(' ')}`;
            setStatus({ kind: 'failed', message });
            announce(message);
            return;
          }
          await api.remove(target, original.version);
          announce(`Deleted the ${what} “${title}”.`);
          go({ screen: 'collection', name: collection.name });
        })().catch((error: unknown) => {
          const message = `Not deleted: ${error instanceof ApiError ? error.message : 'something went wrong. Please try again.'}`;
          setStatus({ kind: 'failed', message });
          announce(message);
        });
      },
    });
  };

  const shown: ShownProblem[] = problems.map((problem) =>
    problem.path
      ? { fieldId: fieldId(problem.path), field: fieldName(allFields, problem.path, values), message: sentence(problem.message) }
      : { message: sentence(problem.message) },
  );

  return (
    <>
      {breadcrumbs}
      <ScreenHeading moveFocus={moveFocus}>{heading}</ScreenHeading>
      {(described?.description ?? collection.description) && <p>{described?.description ?? collection.description}</p>}
      <p className="file-path">
        File: <code>{isNew ? `${folder!.path}/…` : filePath}</code>
      </p>
      {shown.length > 0 && (
        <ProblemSummary
          title={`There ${shown.length === 1 ? 'is a problem' : `are ${shown.length} problems`} to fix before saving`}
          problems={shown}
        />
      )}
      <form noValidate onSubmit={save} aria-labelledby="screen-heading">
        <FormProvider value={actions}>
          {isNew && <FieldEditor field={fileNameField} path={['fileName']} value={fileName} level={2} />}
          {fields.map((field) => (
            <FieldEditor key={field.name} field={field} path={[field.name]} value={getAt(opened.values, [field.name])} level={2} />
          ))}
        </FormProvider>
        <div className="save-bar">
          <button type="submit" ref={saveButton} className="primary" aria-describedby="save-status">
            {isNew ? 'Save the new page' : 'Save changes'}
          </button>
          <p id="save-status" className={`status ${status.kind}`}>
            {statusMessage}
          </p>
        </div>
      </form>
      {!isNew && folder?.delete && (
        <p>
          <button type="button" id="delete-file" className="danger" onClick={remove}>
            Delete this {folder.itemLabel.toLowerCase()}
          </button>
        </p>
      )}
      {confirming && <ConfirmDialog request={confirming} onClose={() => setConfirming(null)} />}
    </>
  );
}
