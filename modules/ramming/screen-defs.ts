/**
 * A ramming process monitor (LiveMapScreen, design points or piles): the family's areas, their points (piles) by
 * status, the rigs and the selected point's (pile's) record.
 */
export interface RammingMonitorDef {
  family: 'hj' | 'ddc';
  /** The live topic of the family's facts (a hit, a DDC event). */
  factTopic: string;
  /** The live topic of the family's rigs (`hj.pos`, `ddc.pos`), which move them on the monitor's map. */
  posTopic?: string;
  /** 数据分析 (AreaResultScreen): finished points by metric, distributions and the table, instead of the live monitor. */
  analysis?: boolean;
}
