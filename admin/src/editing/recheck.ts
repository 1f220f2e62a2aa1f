import type { EditorField } from '../../../content-model/editor/description.ts';
import type { Problem } from './api.ts';
import type { ListEdit } from './contentFile.ts';
import { problemsOf } from './fieldProblems.ts';
import { pathKey, type FieldPath } from './values.ts';

/** The field the form shows at `path` (a list's item is its list's item field), if there is one. */
export function fieldAt(fields: EditorField[], path: FieldPath): EditorField | undefined {
  let level = fields;
  let found: EditorField | undefined;
  for (const key of path) {
    if (typeof key === 'number') {
      if (found?.kind !== 'list') return undefined;
      found = found.item;
    } else {
      found = level.find((each) => each.name === key);
      if (!found) return undefined;
    }
    level = found.kind === 'group' ? found.fields : [];
  }
  return found;
}

/**
 * The problems still shown once the owner has changed the field at `path` to `value`: that field's
 * problem goes as soon as the field's own check passes, so an error never stays on a field already
 * put right until the next save. A field still wrong keeps the problem it was shown (it is checked in
 * full, the build's checks too, when Save is pressed); every other field's problems stay as they are.
 */
export function recheck(fields: EditorField[], path: FieldPath, value: unknown, problems: Problem[]): Problem[] {
  const key = pathKey(path);
  const at = (problem: Problem) => problem.path !== undefined && pathKey(problem.path) === key;
  if (!problems.some(at)) return problems;
  const field = fieldAt(fields, path);
  if (!field) return problems;
  const stillWrong = problemsOf(field, value, path).some(at);
  return stillWrong ? problems : problems.filter((problem) => !at(problem));
}

/** Where item `index` of a list is after `edit`; undefined when it was removed. */
function indexAfter(edit: ListEdit, index: number): number | undefined {
  if (edit.kind === 'remove') return index === edit.index ? undefined : index > edit.index ? index - 1 : index;
  if (edit.kind === 'add') return index;
  if (index === edit.from) return edit.to;
  if (edit.from < edit.to && index > edit.from && index <= edit.to) return index - 1;
  if (edit.to < edit.from && index >= edit.to && index < edit.from) return index + 1;
  return index;
}

/** The problems shown after a list's items are moved or removed: each stays with its item (one in an item removed goes with it). */
export function followListEdit(problems: Problem[], edit: ListEdit): Problem[] {
  const length = edit.path.length;
  return problems.flatMap((problem) => {
    const at = problem.path;
    const key = at?.[length];
    if (!at || typeof key !== 'number' || pathKey(at.slice(0, length)) !== pathKey(edit.path)) return [problem];
    const index = indexAfter(edit, key);
    return index === undefined ? [] : [{ ...problem, path: [...at.slice(0, length), index, ...at.slice(length + 1)] }];
  });
}
