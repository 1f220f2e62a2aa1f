import { describe, expect, it } from 'vitest';
import { AdminSessions } from '../../../server/admin/sessions';

/* Every test of server/admin/sessions.ts, the editing screen's sign-in sessions. */

describe('sign-in sessions', () => {
  it('end after 8 hours, and a sign-out ends one at once', () => {
    let now = 0;
    const sessions = new AdminSessions(() => now);
    const id = sessions.start('site-owner', 'ghu_token');
    expect(sessions.find(id)?.login).toBe('site-owner');
    now = 8 * 3_600_000 - 1;
    expect(sessions.find(id)).toBeDefined();
    now += 1;
    expect(sessions.find(id)).toBeUndefined();
    const other = sessions.start('site-owner', 'ghu_token');
    sessions.end(other);
    expect(sessions.find(other)).toBeUndefined();
  });

  it('hand each ended session over for its token to be revoked: signed out, or past its time even if never asked for again', () => {
    let now = 0;
    const sessions = new AdminSessions(() => now);
    const ended: string[] = [];
    sessions.onEnd = (session) => ended.push(session.token);
    sessions.end(sessions.start('site-owner', 'ghu_signed_out'));
    sessions.start('site-owner', 'ghu_left_open');
    now = 8 * 3_600_000;
    sessions.endExpired();
    expect(ended).toEqual(['ghu_signed_out', 'ghu_left_open']);
  });
});
