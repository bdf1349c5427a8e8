/**
 * A business-rule or validation refusal. The domain throws it with a message for the user; the HTTP
 * layer (http/reply.ts) decides how a refusal travels on the wire.
 */
export class Rejected extends Error {
  override name = 'Rejected';
}

export function rejected(message: string): Rejected {
  return new Rejected(message);
}
