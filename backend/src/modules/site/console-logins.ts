import type { App } from '../../app.js';
import { systemActor } from '../../domain/audit.js';
import { formatDateTime } from '../../domain/time.js';
import { siteNow } from '../../kit/site-clock.js';

// Console sign-ins go into the site's login log next to the tablets' (client `web`), stamped with the
// site's clock, so the log reads as one timeline.

function projectId(app: App): number | undefined {
  return app.store.get<{ id: number }>('SELECT id FROM site_project ORDER BY id LIMIT 1')?.id;
}

export function recordConsoleLogin(app: App, userName: string, ip: string, failure?: string): void {
  const project = projectId(app);
  if (project === undefined) return;
  app.store.insert('site_login_log', {
    projectId: project,
    loginTime: siteNow(app),
    userName: userName.slice(0, 64),
    client: 'web',
    ip,
    result: failure ? 'fail' : 'success',
    message: failure ?? null,
    crtTime: formatDateTime(),
    crtUser: String(systemActor.id),
    crtName: systemActor.username,
    crtHost: ip,
  });
}

/** Closes the user's latest open console session in the log. */
export function recordConsoleLogout(app: App, userName: string): void {
  const open = app.store.get<{ id: number; loginTime: string }>(
    "SELECT id, loginTime FROM site_login_log WHERE userName = ? AND client = 'web' AND result = 'success' " +
      'AND logoutTime IS NULL ORDER BY id DESC LIMIT 1',
    userName,
  );
  if (!open) return;
  const now = siteNow(app);
  const minutes = Math.max(
    0,
    Math.round(
      (Date.parse(`${now.replace(' ', 'T')}+08:00`) - Date.parse(`${open.loginTime.replace(' ', 'T')}+08:00`)) / 60_000,
    ),
  );
  app.store.run('UPDATE site_login_log SET logoutTime = ?, duration = ? WHERE id = ?', now, minutes, open.id);
}
