import { systemActor } from '../../domain/audit.js';
import { project } from './project.js';

/** Registry rows date from the project's start, not from the first start of the backend: answers stay reproducible. */
export function registryAudit(): Record<string, string> {
  const time = `${project.startDate} 08:00:00`;
  const who = { User: String(systemActor.id), Name: systemActor.username, Host: systemActor.host };
  return {
    crtTime: time,
    crtUser: who.User,
    crtName: who.Name,
    crtHost: who.Host,
    updTime: time,
    updUser: who.User,
    updName: who.Name,
    updHost: who.Host,
  };
}
