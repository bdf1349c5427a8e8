import { field, pattern } from '../field';
import { resource } from '../resource';

/** The site's geometry: its stakes, structure layers and sections, its base maps and the apron's slab blocks. */

/** The section a row belongs to; the console shows its name, the platform's refusals and CSV headers name it 标段名称. */
const sectionName = field('sectionName', '标段', 'Section', 'text', {
  computed: true,
  heading: { zh: '标段名称', en: 'Section name' },
});

const updTime = field('updTime', '更新时间', 'Updated', 'time', { computed: true, sortable: true });

export const stake = resource('/api/site/stake', { zh: '桩号', en: 'stake' }, [
  field('sectionId', '标段', 'Section', 'ref', { required: true, filter: 'eq' }),
  { ...sectionName, sortable: true },
  field('name', '桩号', 'Stake', 'text', {
    required: true,
    pattern: pattern(/^K\d{1,4}\+\d{3}(\.\d{1,3})?$/, '格式为 K0+000', 'Written as K0+000', {
      zh: '桩号格式应为 K0+000',
      en: 'A stake is written as K0+000',
    }),
    filter: 'like',
    sortable: true,
  }),
  field('chainage', '里程', 'Chainage', 'num', { unit: 'm', required: true, min: 0, max: 1_000_000, sortable: true }),
  field('x', 'X', 'X', 'num', { unit: 'm', required: true, min: -1_000_000, max: 1_000_000, sortable: true }),
  field('y', 'Y', 'Y', 'num', { unit: 'm', required: true, min: -1_000_000, max: 1_000_000, sortable: true }),
  field('azimuth', '方位角', 'Azimuth', 'num', { unit: '°', required: true, min: 0, max: 360 }),
  field('leftWidth', '左幅宽', 'Left width', 'num', { unit: 'm', required: true, min: 0, max: 200 }),
  field('rightWidth', '右幅宽', 'Right width', 'num', { unit: 'm', required: true, min: 0, max: 200 }),
  updTime,
]);

/** A section's structure layers (a shared lookup: processes, groups and stake areas pick one). */
export const layer = resource('/api/site/layer', { zh: '结构层', en: 'layer' }, [
  field('sectionId', '标段', 'Section', 'ref', { filter: 'eq' }),
  field('sectionName', '标段名称', 'Section name', 'text'),
  field('code', '编号', 'Code', 'text', { sortable: true }),
  field('name', '名称', 'Name', 'text', { sortable: true }),
  field('orderNum', '层序', 'Order', 'int', { sortable: true }),
  field('material', '材料', 'Material', 'text'),
  field('mixType', '混合料', 'Mix', 'text'),
  field('designThickness', '设计厚度', 'Design thickness', 'num', { unit: 'cm' }),
  field('domain', '施工监控', 'Monitoring', 'enum', { values: ['znys', 'zd', 'hj', 'ddc'], filter: 'eq' }),
]);

/** The project's sections (every business page filters by one). */
export const section = resource('/api/site/section', { zh: '标段', en: 'section' }, [
  field('code', '编号', 'Code', 'text', { sortable: true }),
  field('name', '名称', 'Name', 'text', { sortable: true }),
  field('kind', '类型', 'Kind', 'enum', { values: ['road', 'apron', 'foundation'], filter: 'eq' }),
  field('contractor', '施工单位', 'Contractor', 'text'),
  field('supervisor', '监理单位', 'Supervisor', 'text'),
  field('chainageFrom', '起点里程', 'From chainage', 'num', { unit: 'm' }),
  field('chainageTo', '终点里程', 'To chainage', 'num', { unit: 'm' }),
]);

/** A file's property the platform reads from the upload itself. */
const fromFile = { computed: true } as const;

/**
 * 底图配置: drawings of the site placed on the plan by two control points. The file is uploaded apart
 * (`POST <api>/{id}/file`); what it is and its size come from its bytes.
 */
export const baseMap = resource('/api/site/baseMap', { zh: '底图', en: 'base map' }, [
  field('name', '底图名称', 'Name', 'text', { required: true, max: 64, unique: true, filter: 'like', sortable: true }),
  field('kind', '类型', 'Kind', 'enum', { values: ['image', 'vector'], ...fromFile, filter: 'eq' }),
  field('mime', '文件类型', 'File type', 'text', fromFile),
  field('fileName', '文件名', 'File name', 'text', fromFile),
  field('fileSize', '文件大小', 'File size', 'int', {
    ...fromFile,
    heading: { zh: '文件大小(字节)', en: 'File size (bytes)' },
  }),
  field('width', '宽', 'Width', 'num', { ...fromFile, heading: { zh: '宽(像素)', en: 'Width (px)' } }),
  field('height', '高', 'Height', 'num', { ...fromFile, heading: { zh: '高(像素)', en: 'Height (px)' } }),
  field('fileVersion', '文件版本', 'File version', 'int', fromFile),
  /** JSON text `[[u, v, x, y], [u, v, x, y]]` (pixels of the image, metres of the plan); absent until calibrated. */
  field('controlPoints', '控制点', 'Control points', 'text', { max: 400 }),
  field('opacity', '不透明度', 'Opacity', 'num', { min: 0.05, max: 1, default: 0.7 }),
  field('orderNum', '叠放次序', 'Stacking order', 'int', { min: 0, max: 99, default: 0, sortable: true }),
  field('enabled', '启用', 'Enabled', 'bool', { default: 1, filter: 'eq' }),
  updTime,
  field('updName', '更新人', 'Updated by', 'text', { computed: true }),
]);

/** The apron's slab blocks (分块), drawn on every map. */
export const block = resource('/api/site/block', { zh: '分块', en: 'block' }, [
  field('code', '分块编号', 'Block code', 'text', {
    required: true,
    max: 32,
    pattern: pattern(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, '只能包含字母、数字、- 和 _', 'Letters, digits, - and _ only', {
      zh: '分块编号只能包含字母、数字、- 和 _',
      en: 'A block code has letters, digits, - and _ only',
    }),
    unique: true,
    filter: 'like',
    sortable: true,
  }),
  field('sectionId', '标段', 'Section', 'ref', { required: true, filter: 'eq' }),
  sectionName,
  /** JSON text `[[x, y], …]` in metres. */
  field('polygon', '分块边界', 'Outline', 'text', { required: true, max: 20_000 }),
  updTime,
]);
