// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENTS_ID, resetAnnouncements } from '../../../src/components/layout/announcer';
import Notices, { NOTICE_DURATION_MS, type NoticeContent } from '../../../src/components/ui/Notice';

const sent: NoticeContent = {
  id: 1,
  variant: 'default',
  title: 'Message Sent!',
  description: "Thank you for contacting us. We'll get back to you soon.",
};
/** The page's one status region, as RootLayout renders it. */
const pageRegion = () => document.getElementById(ANNOUNCEMENTS_ID)!;

beforeEach(() => {
  vi.useFakeTimers();
  const region = document.createElement('div');
  region.id = ANNOUNCEMENTS_ID;
  region.setAttribute('role', 'status');
  document.body.append(region);
});
afterEach(() => {
  resetAnnouncements();
  pageRegion().remove();
  vi.useRealTimers();
});

function renderNotice(notice: NoticeContent | null, spoken?: boolean) {
  const onClose = vi.fn();
  const view = render(
    <>
      <button type="button">Before</button>
      <Notices notice={notice} onClose={onClose} spoken={spoken} />
    </>,
  );
  return { ...view, onClose };
}

describe('a notice', () => {
  it('is nothing at all when there is no notice: no empty region, no Tab stop', () => {
    const { container } = renderNotice(null);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.querySelectorAll('[tabindex]')).toHaveLength(0);
  });

  it('is a region named for what it says, its words readable, its one control a named Close button', () => {
    renderNotice(sent);
    const notice = screen.getByRole('region', { name: 'Notification: Message Sent!' });
    expect(notice).toHaveAccessibleDescription(sent.description);
    expect(notice).toHaveTextContent(`${sent.title}${sent.description}`);
    expect(notice.querySelectorAll('[aria-hidden="true"]:not(svg)')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
    expect(notice).toHaveAttribute('tabindex', '-1');
  });

  it("says its words once, in the page's status region, never as a bare label", () => {
    renderNotice(sent);
    act(() => vi.advanceTimersByTime(0));
    expect(pageRegion()).toHaveTextContent(`${sent.title} ${sent.description}`);
    act(() => vi.advanceTimersByTime(NOTICE_DURATION_MS));
    expect(pageRegion()).toHaveTextContent('');
  });

  it('says nothing when the page has already said the same words where focus went', () => {
    renderNotice(sent, false);
    act(() => vi.advanceTimersByTime(NOTICE_DURATION_MS));
    expect(pageRegion()).toHaveTextContent('');
  });

  it('goes after 5 s', () => {
    const { onClose } = renderNotice(sent, false);
    act(() => vi.advanceTimersByTime(NOTICE_DURATION_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('waits while it has focus, then counts down the time that was left', () => {
    const { onClose } = renderNotice(sent, false);
    act(() => vi.advanceTimersByTime(2000));
    const notice = screen.getByRole('region', { name: 'Notification: Message Sent!' });
    act(() => notice.focus());
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Before' }).focus());
    act(() => vi.advanceTimersByTime(NOTICE_DURATION_MS - 2000 - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('F8 brings focus to it; Escape dismisses it and gives focus back to where it was', () => {
    const { onClose } = renderNotice(sent, false);
    const before = screen.getByRole('button', { name: 'Before' });
    act(() => before.focus());
    fireEvent.keyDown(document.body, { key: 'F8' });
    expect(screen.getByRole('region', { name: 'Notification: Message Sent!' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(before).toHaveFocus();
  });

  it('the Close button dismisses it', () => {
    const { onClose } = renderNotice(sent, false);
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
