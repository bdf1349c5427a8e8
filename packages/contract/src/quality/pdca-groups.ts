import { qualityPages } from './pages';

/** The alarm domains each PDCA group covers (the laboratory's alarms go with the plants'). */
export const problemDomains = {
  znys: ['bhz', 'lab', 'znys', 'zd', 'ylc', 'ssc', 'device'],
  hj: ['hj', 'ddc'],
} as const;
export type ProblemDomain = keyof typeof problemDomains;

const pages = qualityPages.pages;

/**
 * Acknowledging an alarm (raised → acknowledged → cleared): "someone is on it". Each PDCA group's alarms are
 * acknowledged with the button of its alarm statistics page, granted to the administrators and the supervisors.
 */
export const alarmAck: Record<ProblemDomain, { path: string; screen: string; element: string }> = {
  znys: {
    path: '/api/pdca/alarm/ack',
    screen: pages.pdcaAlarmStatistics.code,
    element: `${pages.pdcaAlarmStatistics.code}:btn_ack`,
  },
  hj: {
    path: '/api/pdca/hjAlarm/ack',
    screen: pages.hjPdcaAlarmStatistics.code,
    element: `${pages.hjPdcaAlarmStatistics.code}:btn_ack`,
  },
};

/** The PDCA group an alarm of this domain belongs to. */
export const problemDomainOf = (alarmDomain: string): ProblemDomain =>
  (problemDomains.hj as readonly string[]).includes(alarmDomain) ? 'hj' : 'znys';
