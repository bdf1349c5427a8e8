/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { ShellDataProvider } from '@/components/shell/shell-context';
import { ADD, DELETE, EDIT } from '../table/action-looks';
import { DetailHeader } from './detail-header';

test(
  'DetailHeader: a level-2 heading, its subtitle, and the ' + 'buttons whose element code the user holds, in order',
  () => {
    const edit = jest.fn();
    render(
      <ShellDataProvider
        value={{
          user: { id: '1', username: 'u', name: 'U' },
          titles: {},
          elements: ['x:btn_add', 'x:btn_edit'],
          messages: '',
        }}
      >
        <DetailHeader
          title="Admins"
          subtitle="adminRole"
          actions={[
            { ...ADD, code: 'x:btn_add', label: 'New child', onClick: jest.fn() },
            { ...EDIT, code: 'x:btn_edit', label: 'Edit', onClick: edit },
            { ...DELETE, code: 'x:btn_del', label: 'Delete', onClick: jest.fn() },
          ]}
        />
      </ShellDataProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Admins' })).toBeTruthy();
    expect(screen.getByText('adminRole')).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['New child', 'Edit']);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(edit).toHaveBeenCalledTimes(1);
  },
);
