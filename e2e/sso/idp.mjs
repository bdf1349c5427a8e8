// A real OpenID provider (oidc-provider) for the single sign-on suite, on loopback: authorization
// code flow with PKCE required, RP-initiated logout, and its own small sign-in page that checks
// a password (oidc-provider's development pages accept any password and load web fonts).
import http from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function page(title, body) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
  body {
    font-family: system-ui, sans-serif; background: #eef1f5; margin: 0;
    display: grid; place-items: center; min-height: 100vh;
  }
  main { background: #fff; padding: 32px; border-radius: 8px; box-shadow: 0 2px 8px rgba(0,0,0,.15); width: 320px; }
  h1 { font-size: 1.3rem; margin: 0 0 4px; } p { color: #555; margin: 0 0 16px; }
  label { display: block; margin: 12px 0 4px; font-size: .9rem; }
  input { width: 100%; box-sizing: border-box; padding: 8px; font-size: 1rem; }
  button {
    margin-top: 16px; width: 100%; padding: 10px; font-size: 1rem; background: #1d4ed8; color: #fff; border: 0;
    border-radius: 4px; cursor: pointer;
  }
  button.secondary { background: #e5e7eb; color: #111; }
  .error { color: #b91c1c; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function loginPage(uid, clientName, error) {
  return page(
    'Test IdP — Sign in',
    `<h1>Test IdP</h1>
<p>Sign in to continue to ${escape(clientName)}</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login" autocomplete="off">
  <label for="username">Username</label>
  <input id="username" name="username" required autofocus>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" required>
  <button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${escape(uid)}/abort">` +
      `<button class="secondary" type="submit">Cancel</button></form>`,
  );
}

async function readForm(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 16_384) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/**
 * @param {{
 *   port: number, host?: string, clients: object[],
 *   users: Record<string, { password: string, claims: Record<string, unknown> }>
 * }} options
 */
export async function startIdp({ port, host = '127.0.0.1', clients, users }) {
  const issuer = `http://${host}:${port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'e2e-idp', alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients,
    jwks: { keys: [signingKey] },
    cookies: { keys: ['sso-e2e-idp-cookie-key-0123456789abcdef'] },
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'] },
    // Auth.js (type 'oidc') reads the profile from the ID token only, so the claims must be in it.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.body = page(
            'Test IdP — Sign out',
            `<h1>Sign out of Test IdP?</h1>` +
              `<p>${escape(ctx.oidc.client?.clientName ?? ctx.oidc.client?.clientId ?? '')}</p>${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout" autofocus>Yes, sign me out</button>
<button class="secondary" type="submit" form="op.logoutForm">No, stay signed in</button>`,
          );
        },
        postLogoutSuccessSource(ctx) {
          ctx.body = page('Test IdP — Signed out', '<h1>Signed out</h1>');
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const user = users[id];
      if (!user) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...user.claims }) };
    },
    ttl: { Session: 3600, Grant: 3600, Interaction: 600, IdToken: 600, AccessToken: 600, AuthorizationCode: 60 },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page('Test IdP — Error', `<h1>Error</h1><pre>${escape(JSON.stringify(out, null, 2))}</pre>`);
    },
  });
  const callback = provider.callback();

  async function interaction(req, res, uid, step) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    const client = await provider.Client.find(details.params.client_id);
    const clientName = client?.clientName ?? details.params.client_id;

    if (step === '/abort') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user cancelled' },
        { mergeWithLastSubmission: false },
      );
    }
    if (step === '/login') {
      const { username = '', password = '' } = await readForm(req);
      const user = users[username];
      if (!user || user.password !== password) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        return res.end(loginPage(uid, clientName, 'Wrong username or password'));
      }
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: username } },
        { mergeWithLastSubmission: false },
      );
    }
    if (details.prompt.name === 'login') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(loginPage(uid, clientName));
    }
    // consent: a first-party client, granted what it asks for without a question.
    const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt.details;
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
    if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
    if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {}))
      grant.addResourceScope(indicator, scopes.join(' '));
    const grantId = await grant.save();
    return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(pathname);
    if (!match) return callback(req, res);
    const allowed = match[2] ? req.method === 'POST' : req.method === 'GET';
    if (!allowed) {
      res.writeHead(405).end();
      return;
    }
    interaction(req, res, match[1], match[2]).catch((error) => {
      if (res.headersSent) return res.end();
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page('Test IdP — Error', `<h1>Error</h1><p>${escape(error.message)}</p>`));
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return { issuer, close: () => new Promise((resolve) => server.close(resolve)) };
}
