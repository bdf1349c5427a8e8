import type { Actor } from './actor.js';
import { formatDateTime } from './time.js';

export function created(actor: Actor): Record<string, string> {
  return { crtTime: formatDateTime(), crtUser: String(actor.id), crtName: actor.username, crtHost: actor.host };
}

export function updated(actor: Actor): Record<string, string> {
  return { updTime: formatDateTime(), updUser: String(actor.id), updName: actor.username, updHost: actor.host };
}

export function createdAndUpdated(actor: Actor): Record<string, string> {
  return { ...created(actor), ...updated(actor) };
}

/** Used for rows written by the first-start seed. */
export const systemActor: Actor = { id: 0, username: 'system', name: 'system', host: '127.0.0.1', jti: '' };
