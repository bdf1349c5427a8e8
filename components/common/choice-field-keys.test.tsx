/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ChoiceField } from './choice-field';

// A file of its own: MUI's Select must not have loaded yet (choice-field.test.tsx loads it).
describe('ChoiceField from the keyboard', () => {
  it('opens on ArrowDown before the Select has loaded, with the list reachable by keys', async () => {
    const onChange = jest.fn();
    render(
      <ChoiceField
        label="Plant"
        value=""
        choices={[{ value: 'p1', label: 'Plant one' }]}
        emptyLabel="All"
        onChange={onChange}
      />,
    );
    const box = screen.getByRole('combobox', { name: 'Plant' });
    act(() => box.focus());
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const list = await screen.findByRole('listbox');
    fireEvent.click(within(list).getByRole('option', { name: 'Plant one' }));
    expect(onChange).toHaveBeenCalledWith('p1');
  });
});
