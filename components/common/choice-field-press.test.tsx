/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ChoiceField } from './choice-field';

// A file of its own: MUI's Select must not have loaded yet (choice-field.test.tsx loads it).
describe('ChoiceField under the pointer', () => {
  it('opens on the press before the Select has loaded, as MUI’s Select does', async () => {
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
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Plant' }), { button: 0 });
    const list = await screen.findByRole('listbox');
    fireEvent.click(within(list).getByRole('option', { name: 'Plant one' }));
    expect(onChange).toHaveBeenCalledWith('p1');
  });
});
