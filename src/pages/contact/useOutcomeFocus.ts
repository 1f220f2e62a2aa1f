import { useEffect, type RefObject } from 'react';
import { holdAnnouncementsFor } from '../../components/layout/announcer';
import type { NoticeContent } from '../../components/ui/Notice';

/**
 * The Send button was disabled while sending, so focus has nowhere to be: it goes to the outcome,
 * which a screen reader then reads, once. The notice shows the same words and is not spoken again;
 * other news (the cookie banner arriving) waits in the queue until the outcome has been said. Once
 * per answer (each brings a new notice, even the same outcome twice): never again when the notice
 * goes, by which time the visitor may have moved on.
 */
export function useOutcomeFocus(outcomeRef: RefObject<HTMLElement | null>, answerNotice: NoticeContent | null) {
  useEffect(() => {
    const element = outcomeRef.current;
    if (!answerNotice || !element) return;
    element.focus();
    holdAnnouncementsFor(element.textContent ?? '');
  }, [outcomeRef, answerNotice]);
}
