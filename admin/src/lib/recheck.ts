import type { EditorField } from '../../../scripts/content/editor/description.ts';
import type { Problem } from './api.ts';
import { problemsOf } from './validate.ts';
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
