import * as quality from '@console/contract/quality/resources';
import { columnsOf } from '@/components/kit/resource/columns-of';
import type { ResourceScreenDef } from '@/components/kit/screen-defs';

// 问题处理记录 of both PDCA groups: problems raised from alarms or by hand, each closed through the
// workflow in its drawer (timeline, moves by role). `domain` znys and hj are two resources on one shape. Fields and
// rules (the types a person may report by hand): the contract.

const levelColors = { '1': 'info', '2': 'warning', '3': 'error' } as const;
const stateColors = {
  '0': 'warning',
  '10': 'info',
  '40': 'info',
  '50': 'info',
  '30': 'error',
  '60': 'error',
  '20': 'success',
} as const;

function problems(domain: quality.ProblemDomain): ResourceScreenDef {
  const resource = quality.problems[domain];
  return {
    api: resource.api,
    columns: columnsOf(resource, {
      problemNo: { width: 170 },
      level: { colors: levelColors, width: 150, filter: true },
      type: { width: 130, filter: true },
      objectName: { width: 130 },
      location: { width: 130, optional: true },
      description: { width: 220 },
      source: { width: 80, filter: true },
      alarmNo: { width: 170, optional: true },
      alarmDomain: false,
      foundAt: { width: 160 },
      deadline: { width: 160 },
      state: { colors: stateColors, width: 140, filter: true },
      party: { width: 100 },
      overdue: { colors: { '1': 'error', '0': 'default' }, width: 90, filter: true },
      closedAt: { width: 160, optional: true },
      reason: false,
      measures: { width: 180, optional: true },
      attachments: { width: 160, optional: true },
      lastOpinion: { width: 160, optional: true },
      domain: false,
    }),
    writes: { create: true },
    keyword: true,
    sort: '-foundAt',
    range: { column: 'foundAt' },
    noun: resource.noun,
    nameField: 'problemNo',
    workflow: {
      timelineApi: quality.problemActions[domain].api,
      stateField: 'state',
      title: { zh: '问题处理', en: 'Problem handling' },
    },
  };
}

export const znysProblems = problems('znys');
export const hjProblems = problems('hj');
