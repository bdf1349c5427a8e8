// The golden numbers the haul-truck suite (transport.test.ts) checks: the first full day (2026-03-13) and the fleet
// at the frozen clock, for seed 1 and two days of history.

export const GOLDEN = {
  perPlant: { 'LQ-01': 85, 'SN-01': 75, 'SN-02': 76, 'SW-01': 134 } as Record<string, number>,
  states: { n: 370, done: 370 },
  overtime: 2,
  tempDrop: 3,
  abnormal: 3,
  tonnes: 9891.2,
  firstTrips: [
    {
      id: 20525000001,
      tripNo: 'YS-20260313-0001',
      code: 'YLC-019',
      plant: 'LQ-01',
      mixType: 'SMA-13',
      loadT: 31.5,
      loadStart: '2026-03-13 06:45:31',
      depart: '2026-03-13 06:54:20',
      arrive: '2026-03-13 06:56:57',
      unloadStart: '2026-03-13 07:03:52',
      unloadEnd: '2026-03-13 07:07:44',
      returnTime: '2026-03-13 07:11:17',
      cycleMin: 22.2,
      waitMin: 6.9,
      tempDepart: 158.5,
      tempArrive: 155.7,
      destination: 'K1+200–K1+600 左幅',
      state: 'done',
    },
    {
      id: 20525000002,
      tripNo: 'YS-20260313-0002',
      code: 'YLC-010',
      plant: 'SW-01',
      mixType: 'CTB-5.0',
      loadT: 30.9,
      loadStart: '2026-03-13 06:45:33',
      depart: '2026-03-13 06:50:38',
      arrive: '2026-03-13 06:51:41',
      unloadStart: '2026-03-13 06:56:43',
      unloadEnd: '2026-03-13 07:00:12',
      returnTime: '2026-03-13 07:02:04',
      cycleMin: 14.7,
      waitMin: 5,
      tempDepart: null,
      tempArrive: null,
      destination: 'K0+400–K0+800 左幅',
      state: 'done',
    },
  ],
  rollup: { trips: 370, abnormal: 3 },
  // Under way at the frozen clock, 2026-03-15 10:00.
  underWay: { inTransit: 2, loading: 5, unloading: 6, waiting: 5 } as Record<string, number>,
};

/** The fleet at the frozen clock: trucks queueing at a plant count as idle. */
export const GOLDEN_FLEET: Record<string, number> = {
  unloading: 6,
  loading: 5,
  idle: 10,
  inTransit: 2,
  waiting: 5,
  returning: 2,
};
