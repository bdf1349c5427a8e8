/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { MasterDetail } from './master-detail';

const layout = (detail: React.ReactNode, detailLoading: boolean) =>
  render(
    <MasterDetail
      master={<p>list</p>}
      masterSize={{ width: 280, minHeight: 240 }}
      detail={detail}
      detailLoading={detailLoading}
      placeholder="Pick one"
      loadingLabel="Loading"
    />,
  );

describe('MasterDetail', () => {
  test('shows the chosen item’s detail beside the list', () => {
    layout(<h2>Alice</h2>, true);
    expect(screen.getByText('list')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Alice' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  test('without a detail: a loading bar while it loads, else the invitation to pick one', () => {
    const { unmount } = layout(undefined, true);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    unmount();
    layout(false, false);
    expect(screen.getByText('Pick one')).toBeTruthy();
  });
});
