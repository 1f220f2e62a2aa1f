import { memo, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { EditorCollectionDescription, EditorField } from '../../../content-model/editor/description.ts';
import { plural } from '../../../content-model/text/plural.ts';
import { check, CheckError, writeInWorker } from '../check/checkClient.ts';
import { FieldEditor, FormProvider, type FormActions } from '../form/Fields.tsx';
import { api, ApiError, type Problem } from '../editing/api.ts';
import { ContentFileError, readEntry, type ListEdit } from '../editing/contentFile.ts';
import { followListEdit, recheck } from '../editing/recheck.ts';
import { go, guardLeaving } from '../editing/route.ts';
import { fieldProblems } from '../editing/fieldProblems.ts';
import { emptyValue, fieldId, fieldName, fieldPathOf, getAt, pathKey, setAt, type FieldPath } from '../editing/values.ts';
import { dropDraft, type Draft } from '../editing/draft.ts';
import { isLeavingToSignIn } from '../editing/signInEnded.ts';
import { useAnnounce } from '../ui/Announcer.tsx';
import { EditorBreadcrumbs } from '../ui/EditorBreadcrumbs.tsx';
import { ConfirmDialog, type ConfirmRequest } from '../ui/ConfirmDialog.tsx';
import { focusField, focusFieldAfterFrame, ProblemSummary, type ShownProblem } from '../ui/ProblemSummary.tsx';
import { followSave, usePublishingMessage } from '../ui/Publishing.tsx';
import { ScreenHeading } from '../ui/ScreenHeading.tsx';
import { SignInAgainLink } from '../ui/SessionWarning.tsx';
import { draftFor } from '../editing/draft.ts';
import { useDraftAcrossSignIn } from './draftAcrossSignIn.ts';

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

/**
 * The build's checks of the file as it would be saved (null: deleted), among every other content file:
 * in the checks' Web Worker, which fetches the files itself, so the page never freezes while the
 * compiler runs (docs/decisions/057).
 */
function buildProblems(filePath: string, text: string | null): Promise<Problem[]> {
  return check('checkFile', filePath, text);
}

const unsavedMessage = 'You have changes that are not saved yet.';
const signInEndedMessage =
  'Not saved: your sign-in has ended. Your changes are kept: sign in again, and they will be back on this screen, ready to save.';

/** After this long, a save that is still going says so, once, with what it is doing (issue 31). */
const slowSaveMs = 2000;
const stillChecking = 'Still checking your change against the rest of the site…';
const stillSaving = 'Still saving your change…';

/**
 * A top-level field, drawn again only when its own value (or the form's problems) change: a keystroke
 * in one field no longer draws every other field of a long file again.
 */
const TopFieldEditor = memo(FieldEditor);

const sentence = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

/**
 * One content file's form (issue 22): opened from the server, shown as fields made from its schema,
 * checked when Save is pressed (the screen's own checks, then the build's, both in the owner's
 * browser: the build's in the checks' Web Worker, ../check/, never on the server), and saved
 * in place (lib/contentFile.ts keeps the file's comments and layout). Saving, saved and failed are
 * said once; a problem stops the save, is listed at the top and shown at its field, and focus goes to
 * the first field with a problem. Once the sign-in has ended, the changes are kept across the next
 * sign-in (../editing/draft.ts, docs/decisions/071): the screen opens with them again, at the version
 * the file was opened at, and one press saves them.
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
  // One path per top-level field for the screen's life, so the memoised fields see the same props.
  const topPaths = useMemo(() => new Map(fields.map((field) => [field.name, [field.name]])), [fields]);
  const place: Draft['place'] = isNew ? { screen: 'new', name: collection.name } : { screen: 'edit', path: filePath };
  // Changes kept from before a sign-in, back on their screen (taken out of storage once shown: ./draftAcrossSignIn.ts).
  const [restored] = useState(() => draftFor(place));
  const [opened, setOpened] = useState<Opened | { failure: string } | undefined>(() =>
    restored
      ? { original: restored.original, values: restored.values }
      : isNew
        ? { original: null, values: Object.fromEntries(fields.map((field) => [field.name, emptyValue(field)])) }
        : undefined,
  );
  const [fileName, setFileName] = useState(restored?.fileName ?? '');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [status, setStatus] = useState<Status>(restored ? { kind: 'unsaved', message: unsavedMessage } : { kind: 'idle', message: '' });
  const statusMessage = usePublishingMessage(status.message, status.kind === 'saved');
  const [confirming, setConfirming] = useState<ConfirmRequest | null>(null);
  /** Why the file was not deleted: shown beside the Delete button, and its description. */
  const [refusal, setRefusal] = useState('');
  /** Where focus goes once the form has drawn an action's result; `afterFrame` for a refused save (below). */
  const pendingFocus = useRef<{ id: string; afterFrame?: boolean } | null>(null);
  /** The list items moved, removed and added since the file was read or saved, made in place on save. */
  const listEdits = useRef<ListEdit[]>(restored?.listEdits ?? []);
  const saveButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (isNew || restored) return;
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
  }, [filePath, isNew, restored]);

  // Focus asked for by an action (an item added, moved or removed, a save refused), once the form shows
  // its result. After a refused save, a frame later: the field's error, new in this render, is then its
  // description before focus arrives, so a screen reader says it once, with the field (Orca said it
  // twice when the two came together: docs/decisions/090).
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    if (pending.afterFrame) focusFieldAfterFrame(pending.id);
    else focusField(pending.id);
  });

  // Changes not saved: leaving the page, or moving to another screen, asks first.
  const dirty = status.kind === 'unsaved' || status.kind === 'failed';
  const title = isNew
    ? `New ${folder?.itemLabel.toLowerCase() ?? 'file'}`
    : (described?.label ??
      (opened && 'values' in opened && typeof opened.values[folder?.titleField ?? ''] === 'string'
        ? `${opened.values[folder!.titleField] as string}`
        : 'Edit'));
  const heading = isNew ? title : `Edit: ${title}`;
  const unsaved = dirty && opened && 'values' in opened ? opened : undefined;
  const changes = useMemo(
    () => unsaved && { place, heading, original: unsaved.original, values: unsaved.values, fileName },
    // `place` follows the file path and `isNew`, as `unsaved` does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [unsaved, heading, fileName],
  );
  // Once the sign-in has ended, every change is kept for the next sign-in, which leaves the page for GitHub.
  const { signInEnded, draftKept } = useDraftAcrossSignIn({ restored, changes, listEdits });
  useEffect(() => {
    if (!dirty) return;
    // Leaving to sign in again loses nothing: the changes are kept (../editing/draft.ts).
    const warn = (event: BeforeUnloadEvent) => {
      if (!(isLeavingToSignIn() && draftKept.current)) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    const lift = guardLeaving(() => window.confirm('You have changes that are not saved. Leave this page without saving them?'));
    return () => {
      window.removeEventListener('beforeunload', warn);
      lift();
    };
  }, [dirty, draftKept]);

  const change = useCallback(
    (path: FieldPath, value: unknown, listEdit?: ListEdit) => {
      if (isNew && path.length === 1 && path[0] === fileNameField.name) setFileName(typeof value === 'string' ? value : '');
      else setOpened((last) => (last && 'values' in last ? { ...last, values: setAt(last.values, path, value) as Values } : last));
      if (listEdit) listEdits.current.push(listEdit);
      setProblems((last) =>
        recheck(isNew ? [fileNameField, ...fields] : fields, path, value, listEdit ? followListEdit(last, listEdit) : last),
      );
      setStatus({ kind: 'unsaved', message: unsavedMessage });
    },
    [isNew, fields],
  );
  const actions: FormActions = useMemo(
    () => ({
      problems: new Map(problems.flatMap((problem) => (problem.path ? [[pathKey(problem.path), sentence(problem.message)] as const] : []))),
      change,
      confirm: setConfirming,
      announce,
      focusLater: (id: string) => {
        pendingFocus.current = { id };
      },
    }),
    [problems, change, announce],
  );

  const breadcrumbs = <EditorBreadcrumbs trail={[{ label: collection.label, place: { screen: 'collection', name: collection.name } }]} />;

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
    pendingFocus.current = { id: first?.path ? fieldId(first.path) : 'problem-summary-heading', afterFrame: true };
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'saving') return;
    const found = fieldProblems(allFields, values);
    if (found.length) return stop(found, 'Not saved');
    const { body, ...data } = opened.values;
    const isMarkdown = target.endsWith('.md');
    const madeEdits = listEdits.current.length;
    // The same empty list kept: a new one would draw every field again as the save starts.
    setProblems((last) => (last.length ? [] : last));
    setStatus({ kind: 'saving', message: 'Saving…' });
    announce('Saving…');
    // Writing the file out, checking it and saving it each run off the page or wait on the network;
    // a save that takes longer than slowSaveMs says once what it is still doing, there and aloud.
    let step: 'checking' | 'saving' = 'checking';
    const slow = window.setTimeout(() => {
      const message = step === 'checking' ? stillChecking : stillSaving;
      setStatus({ kind: 'saving', message });
      announce(message);
    }, slowSaveMs);
    try {
      let text: string;
      try {
        text = await writeInWorker(target, opened.original?.text ?? (isMarkdown ? '---\n---\n' : ''), {
          data: isMarkdown ? data : opened.values,
          ...(isMarkdown ? { body: typeof body === 'string' ? body : '' } : {}),
          listEdits: [...listEdits.current],
        });
      } catch (error) {
        if (error instanceof CheckError) throw error;
        return stop([{ message: error instanceof ContentFileError ? error.message : 'The file could not be written out.' }], 'Not saved');
      }
      const problems = await buildProblems(target, text);
      if (problems.length) return stop(problems, 'Not saved');
      step = 'saving';
      const { version, commit } = await api.save(target, text, opened.original?.version ?? null);
      // Followed until it is on the live site ("Saved. Publishing…", then "Published…": ui/Publishing.tsx).
      const saved = followSave(commit);
      dropDraft();
      if (isNew) {
        go({ screen: 'edit', path: target }, saved);
        return;
      }
      // Those made while it saved are still to make on the saved file.
      listEdits.current = listEdits.current.slice(madeEdits);
      setOpened({ ...opened, original: { text, version } });
      setStatus({ kind: 'saved', message: saved });
      announce(saved);
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 401
          ? signInEndedMessage
          : `Not saved: ${error instanceof ApiError || error instanceof CheckError ? error.message : 'something went wrong. Please try again; your changes are still on the screen.'}`;
      setStatus({ kind: 'failed', message });
      announce(message);
    } finally {
      window.clearTimeout(slow);
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
        // The whole site is checked without the file before anything changes (docs/decisions/055): a
        // page other pages link to is kept, and the refusal names them, beside the Delete button.
        const previous = status;
        setRefusal('');
        const checking = `Checking whether other pages link to this ${what}…`;
        setStatus({ kind: 'saving', message: checking });
        announce(checking);
        (async () => {
          const problems = await buildProblems(target, null);
          if (problems.length) {
            const message = `Not deleted: ${problems.map((problem) => sentence(problem.message)).join(' ')}`;
            setStatus(previous);
            setRefusal(message);
            document.getElementById('delete-file')?.focus();
            announce(message);
            return;
          }
          setStatus({ kind: 'saving', message: 'Deleting…' });
          announce('Deleting…');
          await api.remove(target, original.version);
          go({ screen: 'collection', name: collection.name }, `Deleted the ${what} “${title}”.`);
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
            <TopFieldEditor
              key={field.name}
              field={field}
              path={topPaths.get(field.name)!}
              value={getAt(opened.values, [field.name])}
              level={2}
            />
          ))}
        </FormProvider>
        <div className="save-bar">
          {/* Described by the status only while it says what pressing it would do ("You have changes
              that are not saved yet"): a description that changes on the focused button is said
              again by Orca, after the announcement of the same words (docs/decisions/090). */}
          <button
            type="submit"
            ref={saveButton}
            className="primary"
            aria-describedby={status.kind === 'unsaved' ? 'save-status' : undefined}
          >
            {isNew ? 'Save the new page' : 'Save changes'}
          </button>
          <p id="save-status" className={`status ${status.kind}`}>
            {statusMessage}
          </p>
          {signInEnded && <SignInAgainLink />}
        </div>
      </form>
      {!isNew && folder?.delete && (
        <>
          <p>
            <button
              type="button"
              id="delete-file"
              className="danger"
              onClick={remove}
              aria-describedby={refusal ? 'delete-status' : undefined}
            >
              Delete this {folder.itemLabel.toLowerCase()}
            </button>
          </p>
          {refusal && (
            <p id="delete-status" className="status failed">
              {refusal}
            </p>
          )}
        </>
      )}
      {confirming && <ConfirmDialog request={confirming} onClose={() => setConfirming(null)} />}
    </>
  );
}
