import { refused } from '@/lib/bff/json';

// `/api/<x>` with nothing below it is no platform call; answer here so it never reaches a page.
const notFound = () => refused.notFound();

export { notFound as GET, notFound as POST, notFound as PUT, notFound as DELETE, notFound as PATCH };
