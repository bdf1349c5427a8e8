// No platform call lives here (lib/bff/no-call.ts): a JSON 404 for every method.
export { noCall as GET, noCall as POST, noCall as PUT, noCall as DELETE, noCall as PATCH } from '@/lib/bff/no-call';
