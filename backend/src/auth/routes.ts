import type { App } from '../app.js';
import { ApiError, badToken, codes, ok, rejected } from '../http/reply.js';
import type { RequestContext, RouteDef } from '../http/router.js';
import { asObject } from '../domain/validate.js';
import { SIGN_IN_LIMITS } from './throttle.js';
import { recordConsoleLogin, recordConsoleLogout } from '../modules/site/index.js';

const wrongCredentials = '用户不存在或账户密码错误!';
const locked = `登录失败次数过多，请 ${SIGN_IN_LIMITS.lockMs / 60_000} 分钟后再试`;
const unknownSsoUser = '单点登录用户在平台中不存在!';

interface LoginRow {
  id: number;
  username: string;
  name: string | null;
  password: string;
}

async function login(ctx: RequestContext) {
  const body = asObject(ctx.body);
  const { username, password } = body;
  if (typeof username !== 'string' || username.trim() === '') throw rejected('参数 username 不能为空');
  if (typeof password !== 'string' || password === '') throw rejected('参数 password 不能为空');
  const { store, passwords, tokens, signIns } = ctx.app;
  if (signIns.locked(username, ctx.host)) {
    recordConsoleLogin(ctx.app, username.trim(), ctx.host, locked);
    throw new ApiError(codes.signInLocked, locked);
  }
  const user = store.get<LoginRow>(
    'SELECT id, username, name, password FROM base_user WHERE username = ?',
    username.trim(),
  );
  if (!(await passwords.verify(password, user?.password))) {
    signIns.failed(username, ctx.host);
    recordConsoleLogin(ctx.app, username.trim(), ctx.host, wrongCredentials);
    throw new ApiError(codes.wrongCredentials, wrongCredentials);
  }
  signIns.succeeded(username);
  recordConsoleLogin(ctx.app, user!.username, ctx.host);
  return ok(await tokens.issue(user!));
}

/**
 * Single sign-on exchange: an OpenID provider's ID token (verified against the provider's
 * published keys) for a platform JWT of the user named by the configured claim. The one
 * extension a platform backend needs for the console's SSO (docs/platform-contract.md, "Single sign-on").
 */
async function ssoLogin(ctx: RequestContext) {
  const { sso, store, tokens } = ctx.app;
  if (!sso) throw new ApiError(404, 'Not Found', 404);
  const { idToken } = asObject(ctx.body);
  if (typeof idToken !== 'string' || idToken.trim() === '') throw rejected('参数 idToken 不能为空');
  if (idToken.length > 16_384) throw rejected('参数 idToken 过长');
  const outcome = await sso.verify(idToken.trim());
  if ('kind' in outcome) {
    if (outcome.kind === 'unreachable') throw new ApiError(502, 'SSO provider unreachable', 502);
    if (outcome.kind === 'invalid') throw badToken('ID token is invalid or expired!');
    throw new ApiError(codes.wrongCredentials, `ID token has no ${sso.usernameClaim} claim`);
  }
  const user = store.get<LoginRow>('SELECT id, username, name FROM base_user WHERE username = ?', outcome.username);
  if (!user) throw new ApiError(codes.wrongCredentials, unknownSsoUser);
  recordConsoleLogin(ctx.app, user.username, ctx.host);
  return ok(await tokens.issue(user));
}

async function verified(app: App, token: string | undefined) {
  if (!token) throw badToken('User token is null or empty!');
  const claims = await app.tokens.verify(token);
  if (!claims) throw badToken();
  return claims;
}

/** `invalid` and `verify` name the token they act on in `?token=`; the header is only a fallback. */
function explicitToken(ctx: RequestContext): string | undefined {
  return ctx.query.get('token')?.trim() || ctx.token;
}

export const authRoutes: RouteDef[] = [
  { method: 'POST', path: '/api/auth/jwt/token', public: true, handler: login },
  { method: 'POST', path: '/api/auth/jwt/sso', public: true, handler: ssoLogin },
  {
    method: 'POST',
    path: '/api/auth/jwt/invalid',
    public: true,
    async handler(ctx) {
      const token = explicitToken(ctx);
      if (!token) throw badToken('User token is null or empty!');
      // Logging out with a token that is already unusable is still a successful log-out.
      const claims = await ctx.app.tokens.verify(token);
      if (claims) {
        ctx.app.tokens.revoke(claims.jti);
        const user = ctx.app.store.get<{ username: string }>(
          'SELECT username FROM base_user WHERE id = ?',
          claims.userId,
        );
        if (user) recordConsoleLogout(ctx.app, user.username);
      }
      return ok();
    },
  },
  {
    method: 'GET',
    path: '/api/auth/jwt/refresh',
    public: true,
    writes: true,
    async handler(ctx) {
      const claims = await verified(ctx.app, ctx.token);
      const user = ctx.app.store.get<LoginRow>('SELECT id, username, name FROM base_user WHERE id = ?', claims.userId);
      if (!user) throw badToken();
      return ok(await ctx.app.tokens.refresh(user, claims.jti));
    },
  },
  {
    method: 'GET',
    path: '/api/auth/jwt/verify',
    public: true,
    async handler(ctx) {
      await verified(ctx.app, explicitToken(ctx));
      return ok();
    },
  },
];
