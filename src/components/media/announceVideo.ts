import { announce } from '../layout/announcer';
import { STATUS_CLEAR_MS } from './playerState';

/** The player's news, said in the page's one queue of messages and cleared after STATUS_CLEAR_MS. */
export const announceVideo = (message: string) => announce(message, { kind: 'video', showMs: STATUS_CLEAR_MS });
