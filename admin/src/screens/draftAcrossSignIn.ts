import { useContext, useEffect, useRef, type RefObject } from 'react';
import type { ListEdit } from '../editing/contentFile.ts';
import { draftBackMessage, dropDraft, keepDraft, type Draft } from '../editing/draft.ts';
import { isLeavingToSignIn } from '../editing/signInEnded.ts';
import { useAnnounce } from '../ui/Announcer.tsx';
import { ArrivalMessage } from '../ui/ScreenHeading.tsx';
import { useSignInEnd } from '../ui/SessionWarning.tsx';

/**
 * The entry screen's side of keeping the owner's changes across a sign-in (docs/decisions/071): once
 * the sign-in has ended, every change to the form is kept in the tab (`changes`: the screen's values,
 * undefined while there is nothing unsaved); changes `restored` from before are taken out of storage
 * once on the screen, and said unless the heading says them as focus arrives; a draft is never kept
 * once its screen is left (or saved: the save drops it). Returns whether the changes are kept now.
 */
export function useDraftAcrossSignIn({
  restored,
  changes,
  listEdits,
}: {
  restored: Draft | undefined;
  changes: Omit<Draft, 'listEdits'> | undefined;
  listEdits: RefObject<ListEdit[]>;
}): { signInEnded: boolean; draftKept: RefObject<boolean> } {
  const announce = useAnnounce();
  const arrivalMessage = useContext(ArrivalMessage);
  const signInEnded = useSignInEnd() !== null;
  const draftKept = useRef(false);

  useEffect(() => {
    if (!restored) return;
    dropDraft();
    if (!arrivalMessage) announce(draftBackMessage(restored));
    // Once, as the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(
    () => () => {
      if (!isLeavingToSignIn()) dropDraft();
    },
    [],
  );
  const keep = signInEnded ? changes : undefined;
  useEffect(() => {
    if (keep) draftKept.current = keepDraft({ ...keep, listEdits: [...listEdits.current] });
  }, [keep, listEdits]);
  return { signInEnded, draftKept };
}
