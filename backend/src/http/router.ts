import type { App } from '../app.js';
import type { Actor } from '../domain/actor.js';
import type { Reply } from './reply.js';

export interface RequestContext {
  app: App;
  method: string;
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  body: unknown;
  /** Set on every route except public ones. */
  actor: Actor;
  token: string | undefined;
  /** The caller's address (a forwarding console's client where the console says so). */
  host: string;
  /** The connection's own peer address, whatever a header says. */
  peer: string;
  /** The Authorization header as sent (the registry's HTTP Basic). */
  authorization: string | undefined;
}

export interface OperationLog {
  /** Code of the menu whose title goes into `gate_log.menu`. */
  menuCode: string;
  opt: string;
  /**
   * Body and query members the row keeps masked: the names of the route's fields declared secret or personal
   * (`maskedInLog`). The token is always masked.
   */
  masked?: readonly string[];
}

export interface RouteDef {
  method: string | readonly string[];
  /** Literal segments, `:name` for a positive integer segment, `{name}` for a code (letters, digits, `_ . -`)
   * and `<name>` for an identifier that may start with a digit (a trace id, an instance id). */
  path: string;
  /** Reachable without a token. */
  public?: boolean;
  /** Menu (screen) codes of which the caller must hold one; otherwise HTTP 403. Module reads are gated so. */
  menus?: readonly string[];
  /** Element code the caller must hold; otherwise HTTP 403. */
  permission?: string;
  /** Writes an operation-log row when the call succeeds. */
  log?: OperationLog;
  /**
   * The body is a file's bytes (an upload), not JSON: `ctx.body` is a Buffer (or undefined when empty) of at
   * most `maxBytes`; a larger one is refused with HTTP 400 and `tooLarge`. The operation log notes its size only.
   */
  rawBody?: { maxBytes: number; tooLarge: string };
  /**
   * The handler waits on something outside (an SMTP server): the pipeline does not hold the write turn for it, and
   * it writes in turns of its own (`Store.inWriteTurn`), its first write in a transaction that takes the
   * operation-log entry, so the simulator never waits on that server.
   */
  waitsOutside?: boolean;
  /** A GET that writes (the token refresh): it waits for the write turn as every other write does. */
  writes?: boolean;
  handler(ctx: RequestContext): Reply | Promise<Reply>;
}

interface CompiledRoute {
  def: RouteDef;
  methods: Set<string>;
  segments: string[];
}

export interface RouteMatch {
  def: RouteDef;
  params: Record<string, string>;
}

const integerSegment = /^[1-9][0-9]{0,15}$/;
const codeSegment = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
const idSegment = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;

export class Router {
  private readonly routes: CompiledRoute[] = [];

  add(defs: readonly RouteDef[]): this {
    for (const def of defs) {
      const methods = new Set(typeof def.method === 'string' ? [def.method] : def.method);
      if (def.path.startsWith('/api/admin/') && !def.log && [...methods].some((m) => m !== 'GET')) {
        throw new Error(`admin write route without an operation log: ${def.path}`);
      }
      this.routes.push({ def, methods, segments: def.path.split('/').filter(Boolean) });
    }
    return this;
  }

  /** Every route, in the order added: the service API screen lists them. */
  list(): readonly RouteDef[] {
    return this.routes.map((r) => r.def);
  }

  /** Literal segments win over parameters, so `/user/page` is never read as `/user/:id`. */
  match(method: string, path: string): RouteMatch | undefined {
    const parts = path.split('/').filter(Boolean);
    let best: { match: RouteMatch; literals: number } | undefined;
    for (const route of this.routes) {
      if (!route.methods.has(method) || route.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      let literals = 0;
      let matched = true;
      for (let i = 0; i < parts.length && matched; i++) {
        const segment = route.segments[i]!;
        const part = parts[i]!;
        if (segment.startsWith(':')) {
          matched = integerSegment.test(part);
          params[segment.slice(1)] = part;
        } else if (segment.startsWith('{') && segment.endsWith('}')) {
          matched = codeSegment.test(part);
          params[segment.slice(1, -1)] = part;
        } else if (segment.startsWith('<') && segment.endsWith('>')) {
          matched = idSegment.test(part);
          params[segment.slice(1, -1)] = part;
        } else {
          matched = segment === part;
          literals++;
        }
      }
      if (matched && (!best || literals > best.literals)) best = { match: { def: route.def, params }, literals };
    }
    return best?.match;
  }
}
