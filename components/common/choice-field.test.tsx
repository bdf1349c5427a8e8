/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { ChoiceField } from './choice-field';

const CHOICES = [
  { value: 'p1', label: 'Plant one' },
  { value: 'p2', label: 'Plant two' },
];

function Host({ onChange, initial = '' }: { onChange: (v: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ChoiceField
      label="Plant"
      value={value}
      choices={CHOICES}
      emptyLabel="All"
      onChange={(v) => {
        onChange(v);
        setValue(v);
      }}
    />
  );
}

// The tests run in order: the first two see the field before MUI's Select has loaded (the second loads it).
// choice-field-keys.test.tsx opens it from the keyboard before it has loaded.
describe('ChoiceField', () => {
  it('is a labelled combobox showing the chosen label before the Select has loaded', () => {
    render(<Host onChange={jest.fn()} initial="p2" />);
    const box = screen.getByRole('combobox', { name: 'Plant' });
    expect(box.textContent).toBe('Plant two');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-haspopup')).toBe('listbox');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it(
    'before the Select has loaded: the empty choice shown under a raised label, and a disabled field that ' +
      'nothing opens',
    async () => {
      const { container } = render(
        <>
          <ChoiceField
            label="Kind"
            value=""
            choices={CHOICES}
            emptyLabel="Every kind"
            displayEmpty
            onChange={jest.fn()}
          />
          <ChoiceField label="Type" value="p1" choices={CHOICES} disabled onChange={jest.fn()} />
        </>,
      );
      expect(screen.getByRole('combobox', { name: 'Kind' }).textContent).toBe('Every kind');
      expect(container.querySelectorAll('label[data-shrink="true"]')).toHaveLength(2);
      const off = screen.getByRole('combobox', { name: 'Type' });
      expect(off.getAttribute('aria-disabled')).toBe('true');
      expect(off.tabIndex).toBe(-1);
      fireEvent.mouseDown(off, { button: 0 });
      fireEvent.keyDown(off, { key: 'ArrowDown' });
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByRole('listbox')).toBeNull();
    },
  );

  it('hands the focus on when the Select it loaded on focus takes its place', async () => {
    render(<Host onChange={jest.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Plant' });
    act(() => box.focus());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Plant' })).not.toBe(box));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Plant' }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('once loaded it is MUI’s Select from the start, and a choice reaches its owner', async () => {
    const onChange = jest.fn();
    render(<Host onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Plant' }));
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Plant one', 'Plant two']);
    fireEvent.click(within(list).getByRole('option', { name: 'Plant one' }));
    expect(onChange).toHaveBeenCalledWith('p1');
    expect((await screen.findByRole('combobox', { name: 'Plant' })).textContent).toBe('Plant one');
  });

  it('without an empty choice, offers only the choices', async () => {
    render(<ChoiceField label="Mix" value="p1" choices={CHOICES} onChange={jest.fn()} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Mix' }), { button: 0 });
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Plant one', 'Plant two']);
  });
});
