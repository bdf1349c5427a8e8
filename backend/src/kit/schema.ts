import { audit } from '../db/schema-parts.js';

/** Settings pages' records (one JSON value per page), served by the settings kit. */
export const settingsSchema = `
-- Module settings (one JSON record per settings page); absent until first saved, the defaults apply.
CREATE TABLE IF NOT EXISTS site_setting (
  name TEXT PRIMARY KEY, value TEXT NOT NULL,
  ${audit}
);
`;
