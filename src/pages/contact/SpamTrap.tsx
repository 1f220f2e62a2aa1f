import type { ChangeEvent } from 'react';

/** The spam trap's input is named "website", a field robots like to fill. */
export const spamTrapName = 'website';

/**
 * The spam trap: a field people never see or reach (off screen, out of the tab order, hidden from
 * assistive technology) that robots filling every input do fill. The form drops a submit that has
 * a value in it.
 */
export function SpamTrap({ id, value, onChange }: { id: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void }) {
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={spamTrapName} type="text" tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
    </div>
  );
}
