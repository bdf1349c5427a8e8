import { useEffect, useRef } from 'react';

/**
 * Page buttons that disable themselves at the end they lead to (first, previous, next, last). A button
 * disabled under the focus drops it to the page's body, outside a dialog, where Esc no longer reaches
 * it until a focus trap takes it back: once `at` (the page shown) has changed after a press, a pressed
 * button found disabled hands the focus to the one `back` names for it.
 */
export function useFocusHandOff<K extends string>(back: Readonly<Record<K, K>>, at: unknown) {
  const buttons = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});
  const pressed = useRef<K | null>(null);
  useEffect(() => {
    const key = pressed.current;
    pressed.current = null;
    if (key && buttons.current[key]?.disabled) buttons.current[back[key]]?.focus();
    // `back` is a constant of the caller's; the hand-off is due when the page shown changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [at]);
  return {
    ref: (key: K) => (node: HTMLButtonElement | null) => void (buttons.current[key] = node),
    press: (key: K) => void (pressed.current = key),
  };
}
