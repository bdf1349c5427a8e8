/*
 * A site time (`yyyy-MM-dd HH:mm:ss`, the platform's text) in a native date-and-time picker, which reads and writes
 * `yyyy-MM-ddTHH:mm[:ss]` (seconds left out when they are zero). The picker is the phone's own wheel and the desk's
 * calendar, typed or chosen, in the browser's language.
 */

const SITE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;
const PICKED = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?(\.\d+)?$/;

/** The picker's value for a site time; blank for anything else (the picker cannot show a half-typed text). */
export function toPickerValue(text: string): string {
  const m = SITE_TIME.exec(text.trim());
  return m ? `${m[1]}T${m[2]}` : '';
}

/** The site time for what the picker holds; blank while it holds no whole time. */
export function fromPickerValue(value: string): string {
  const m = PICKED.exec(value);
  return m ? `${m[1]} ${m[2]}${m[3] ?? ':00'}` : '';
}
