import type { Passwords } from '../auth/passwords.js';
import type { Store } from './database.js';
import { sectionSeat } from './seed-data-scope.js';
import { workflowSeats } from './seed.js';

/**
 * Every production start, not only a data folder's first: an account that still signs in with its demo password (a
 * folder first started for a demo) stops the start, so a production backend never answers to a known password. The
 * administrator always; the demo users unless they were asked for (`SEED_DEMO_USERS=1`).
 */
export async function refuseDemoPasswords(store: Store, passwords: Passwords, demoUsers: boolean): Promise<void> {
  const demo = demoUsers ? ['admin'] : ['admin', 'test', 'mh', ...workflowSeats.map((seat) => seat[2]), sectionSeat[2]];
  const found: string[] = [];
  for (const username of demo) {
    const row = store.get<{ password: string }>('SELECT password FROM base_user WHERE username = ?', username);
    if (row && (await passwords.verify(username, row.password))) found.push(username);
  }
  if (found.length > 0)
    throw new Error(
      `NODE_ENV=production: ${found.join(', ')} still sign in with the demo password; change those passwords (or ` +
        'delete the accounts) in a start without NODE_ENV=production, or start a new data folder',
    );
}
