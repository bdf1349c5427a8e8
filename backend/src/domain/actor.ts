/** Who is making a request: from the token, plus the remote address for the audit columns. */
export interface Actor {
  id: number;
  username: string;
  name: string | null;
  host: string;
  jti: string;
}
