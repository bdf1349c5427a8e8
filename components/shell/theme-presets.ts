// vue-element-admin's presets; every one passes the contrast rule (lib/theme/contrast.ts).
export const PRESET_COLORS = [
  '#409EFF',
  '#1890FF',
  '#304156',
  '#212121',
  '#11A983',
  '#13C2C2',
  '#6959CD',
  '#F5222D',
] as const;
