import { Fragment } from 'react';
import { anchorId } from '../../lib/anchor';
import type { CommandTable as CommandTableContent } from '../../../content-model/schemas';

/**
 * A keyboard command table: a real table with a caption and column headers ("Command", "Action"),
 * each command cell a row header, so a screen reader announces the keystroke with its action.
 * Its keys wrap at their "+" signs and between the keys of a list ("Tab / Shift+Tab"), never inside
 * a key's name ("Down Arrow"), so at 320 px no table scrolls sideways (issue 46). Wider still (200%
 * text on a phone) it scrolls inside its own box (WCAG 1.4.10 allows this for data tables), its
 * caption wrapped to the box and kept in view.
 */
export function CommandTable({ table }: { table: CommandTableContent }) {
  const tableId = anchorId(table.caption);
  const rowIds = commandRowIds(tableId, table.rows);
  return (
    // The scroll box is focusable so keyboard users can scroll it, and named by the caption. A group,
    // not a region: a page of tables must not fill the landmark list.
    <div
      // Its own address: site search sends a command's result here (docs/decisions/051).
      id={tableId}
      className="command-table @container mt-4 overflow-x-auto rounded-lg border-2 border-border"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="group"
      aria-label={table.caption}
    >
      <table className="w-full border-collapse text-left">
        <caption className="sticky left-0 max-w-[100cqi] bg-surface px-4 py-2 text-left font-bold">{table.caption}</caption>
        <thead>
          <tr className="border-b-2 border-border">
            <th scope="col" className="px-2 py-2 sm:px-4">
              Command
            </th>
            <th scope="col" className="px-2 py-2 sm:px-4">
              Action
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            // Each command has an address of its own: a search result for it ends on its row.
            <tr key={`${row.command}-${row.action}`} id={rowIds[index]} className="border-b border-border last:border-b-0">
              <th scope="row" className="px-2 py-2 align-top font-bold sm:px-4">
                <kbd className="font-sans">{keysWrapping(row.command)}</kbd>
              </th>
              <td className="px-2 py-2 align-top sm:px-4">{row.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A command's keys, each name kept whole ("Down Arrow", "Num Pad Plus"), with a place to wrap after
 * each "+" (<wbr>) and at the spaces between keys ("Tab / Shift+Tab", "Caps Lock or Insert"). The
 * words are the same: what a screen reader says and search indexes does not change.
 */
function keysWrapping(command: string) {
  return command.split(/( \/ | or | to |, then )/).map((part, index) =>
    index % 2
      ? part
      : part.split('+').map((key, at, keys) =>
          at < keys.length - 1 ? (
            <Fragment key={at}>
              <span className="whitespace-nowrap">{`${key}+`}</span>
              <wbr />
            </Fragment>
          ) : (
            <span key={at} className="whitespace-nowrap">
              {key}
            </span>
          ),
        ),
  );
}

/** "essential-jaws-commands-desktop-layout-insert-down-arrow": the table's id and the keys, unique in the table. */
function commandRowIds(tableId: string, rows: CommandTableContent['rows']): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const id = `${tableId}-${anchorId(row.command)}`;
    const times = (seen.get(id) ?? 0) + 1;
    seen.set(id, times);
    return times === 1 ? id : `${id}-${times}`;
  });
}
