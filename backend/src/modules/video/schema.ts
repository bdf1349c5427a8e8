import { audit } from '../../db/schema-parts.js';

/** Video platform accounts (the cameras themselves are devices of the registry). */
export const schema = `
-- Video platform accounts; the secret is written, never read back.
CREATE TABLE IF NOT EXISTS spjk_account (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  platform TEXT NOT NULL, name TEXT NOT NULL UNIQUE, appKey TEXT NOT NULL, secret TEXT, expiry TEXT,
  lastVerified TEXT, verifyResult TEXT,
  ${audit}
);
`;
