/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Hint } from './hint';

/** jsdom has no PointerEvent: React reads `pointerType` from whatever pointerover it gets. */
const hover = (element: Element, pointerType = 'mouse') =>
  act(() => {
    const event = new MouseEvent('pointerover', { bubbles: true });
    Object.defineProperty(event, 'pointerType', { value: pointerType });
    element.dispatchEvent(event);
  });

/** A hint on a button named `name`; returns the button. */
function hinted(title: string, name = title) {
  render(
    <Hint title={title}>
      <button type="button" aria-label={name} />
    </Hint>,
  );
  return screen.getByRole('button');
}

describe('Hint', () => {
  it('draws only its trigger until wanted, then opens on hover without re-creating the trigger', async () => {
    const own = jest.fn();
    render(
      <Hint title="Search (Ctrl+K)">
        <button type="button" aria-label="Search" onPointerEnter={own}>
          s
        </button>
      </Hint>,
    );
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.nextSibling).toBeNull();
    expect(screen.queryByRole('tooltip')).toBeNull();
    hover(button);
    expect(own).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Search (Ctrl+K)');
    expect(screen.getByRole('button', { name: 'Search' })).toBe(button);
    fireEvent.pointerLeave(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('closes on Escape, and a touch opens nothing', async () => {
    const button = hinted('Zoom in');
    hover(button, 'touch');
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(screen.queryByRole('tooltip')).toBeNull();
    hover(button);
    await screen.findByRole('tooltip');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('opens on keyboard focus and closes on blur', async () => {
    const button = hinted('Full screen');
    act(() => button.focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe('Full screen');
    act(() => button.blur());
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('names a trigger that has no name of its own, and keeps one that has', () => {
    render(
      <>
        <Hint title="Mixing plants">
          <a href="https://plants.invalid/">
            <svg />
          </a>
        </Hint>
        <Hint title="Live: 3 s ago">
          <button type="button" aria-label="Live channel" />
        </Hint>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Mixing plants' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Live channel' })).toBeTruthy();
  });

  it('an empty title opens nothing', async () => {
    hover(hinted('', 'x'));
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
