/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { DEFAULT_TAB, DETAIL_TAB, getMapDetail, openDetail, resetMapDetail, setTab, subscribeMapDetail, useMapDetail } from './map-detail';

afterEach(() => resetMapDetail());

describe('map-detail store', () => {
  it('starts on tab 1 without parameters', () => {
    expect(getMapDetail('map')).toEqual({ tab: DEFAULT_TAB, params: null });
    expect(getMapDetail('hjMap')).toEqual({ tab: '1', params: null });
  });

  it('opening a detail sets tab 3 with the parameters', () => {
    openDetail('map', { deviceId: 7, date: '2024-06-01' });
    expect(getMapDetail('map')).toEqual({ tab: DETAIL_TAB, params: { deviceId: 7, date: '2024-06-01' } });
    expect(DETAIL_TAB).toBe('3');
  });

  it('keeps the two kinds apart', () => {
    openDetail('hjMap', { pile: 'K12+300' });
    expect(getMapDetail('hjMap').tab).toBe('3');
    expect(getMapDetail('map')).toEqual({ tab: '1', params: null });
  });

  it('setTab changes the tab and keeps the parameters', () => {
    openDetail('map', { id: 1 });
    setTab('map', '2');
    expect(getMapDetail('map')).toEqual({ tab: '2', params: { id: 1 } });
  });

  it('a new detail replaces the parameters', () => {
    openDetail('map', { id: 1 });
    setTab('map', '1');
    openDetail('map', { id: 2 });
    expect(getMapDetail('map')).toEqual({ tab: '3', params: { id: 2 } });
  });

  it('notifies subscribers on change only, with a new snapshot each time', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeMapDetail(listener);
    const before = getMapDetail('map');
    setTab('map', '1');
    expect(listener).not.toHaveBeenCalled();
    expect(getMapDetail('map')).toBe(before);
    setTab('map', '2');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getMapDetail('map')).not.toBe(before);
    unsubscribe();
    openDetail('map', {});
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('resets one kind or both', () => {
    openDetail('map', { a: 1 });
    openDetail('hjMap', { b: 2 });
    resetMapDetail('map');
    expect(getMapDetail('map').tab).toBe('1');
    expect(getMapDetail('hjMap').tab).toBe('3');
    resetMapDetail();
    expect(getMapDetail('hjMap')).toEqual({ tab: '1', params: null });
  });
});

describe('useMapDetail', () => {
  it('re-renders with the transitions of its kind', () => {
    const { result } = renderHook(() => useMapDetail('hjMap'));
    expect(result.current).toEqual({ tab: '1', params: null });
    act(() => openDetail('hjMap', { id: 9 }));
    expect(result.current).toEqual({ tab: '3', params: { id: 9 } });
    act(() => setTab('hjMap', '1'));
    expect(result.current.tab).toBe('1');
  });
});
