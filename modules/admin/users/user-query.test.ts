import { formatSort, parseSort } from '@/components/kit/table/sort';
import { SORTABLE, toApiQuery, userQueryCodec } from './user-query';

describe('user query', () => {
  test('sort round-trips between the URL and the grid model', () => {
    expect(parseSort('-updTime', SORTABLE)).toEqual([{ field: 'updTime', sort: 'desc' }]);
    expect(parseSort('username', SORTABLE)).toEqual([{ field: 'username', sort: 'asc' }]);
    expect(parseSort('password', SORTABLE)).toEqual([]);
    expect(formatSort([{ field: 'email', sort: 'desc' }])).toBe('-email');
    expect(formatSort([{ field: 'email', sort: null }])).toBe('');
    expect(formatSort([])).toBe('');
  });

  test('the API query is the platform’s: page, limit, name, sort and order', () => {
    const query = userQueryCodec.parse(new URLSearchParams('page=3&limit=50&name=%20bulk%20&sort=-name'));
    expect(toApiQuery(query)).toEqual({ page: 3, limit: 50, name: 'bulk', sort: 'name', order: 'desc' });
  });

  test('an odd page size from a hand-edited link falls back to 20', () => {
    expect(toApiQuery(userQueryCodec.parse(new URLSearchParams('limit=7'))).limit).toBe(20);
    expect(toApiQuery(userQueryCodec.parse(new URLSearchParams(''))).sort).toBeUndefined();
  });
});
