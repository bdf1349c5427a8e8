/** The store's own tables: settings of the store and the simulator (`meta`), and the tokens issued (revocable). */
export const coreSchema = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS auth_token (
  jti TEXT PRIMARY KEY,
  userId INTEGER NOT NULL,
  exp INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0,
  -- the sign-in a token descends from by refreshes: a log-out revokes them all
  sid TEXT
);
CREATE INDEX IF NOT EXISTS auth_token_user ON auth_token (userId);
CREATE INDEX IF NOT EXISTS auth_token_exp ON auth_token (exp);
`;
