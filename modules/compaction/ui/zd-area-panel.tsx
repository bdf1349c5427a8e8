'use client';

import type { AreaGridDef } from '../screen-defs';
import AreaGrid from './area-grid';

const zdGrid: AreaGridDef = {
  gridApi: '/api/zd/workArea/{id}/grid',
  colourApi: '/api/znys/colorTable/all',
  metrics: ['passes', 'vibPasses', 'cmv'],
  bandsOf: { vibPasses: 'passes' },
  borderField: 'border',
  title: { zh: '压实网格', en: 'Compaction grid' },
};

/** A vibratory work area's grid in its row's drawer (作业信息). */
export function ZdAreaPanel({ row }: { row: Record<string, unknown> & { id: number } }) {
  return <AreaGrid def={zdGrid} id={row.id} border={row[zdGrid.borderField]} />;
}
