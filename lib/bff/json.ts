/** The BFF's own answers: always JSON in the platform's envelope, never a stack trace. */
export function jsonReply(
  httpStatus: number,
  body: { status: number; message?: string; data?: unknown },
  extra?: HeadersInit,
): Response {
  const headers = new Headers(extra);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { status: httpStatus, headers });
}

export const refused = {
  noSession: () => jsonReply(401, { status: 40101, message: 'User token is null or empty!' }),
  crossSite: () => jsonReply(403, { status: 40301, message: 'Cross-site request refused' }),
  badPath: () => jsonReply(400, { status: 400, message: 'Bad request path' }),
  tooLarge: () => jsonReply(413, { status: 413, message: 'Request body too large' }),
  notFound: () => jsonReply(404, { status: 404, message: 'Not Found' }),
  unavailable: () => jsonReply(502, { status: 502, message: 'Backend service unavailable' }),
  timeout: () => jsonReply(504, { status: 504, message: 'Backend service timed out' }),
};
