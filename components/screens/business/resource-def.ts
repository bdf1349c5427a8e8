import type { Title } from '@/lib/routes/catalogue';

/**
 * A page of the screen kit's ResourceScreen, as data: which platform resource it shows, its columns,
 * filters and form. Definitions live in `defs/`, one small module per business area; `page-map.ts`
 * says which catalogue page shows which definition.
 */
export interface ResourceScreenDef {
  /** `/api/<module>/<entity>`: `page`, `{id}`, `export`, and the writes the definition allows. */
  api: string;
  /** Screen code whose element codes (`<screen>:btn_add` …) show the write buttons. */
  screen: string;
  columns: readonly ColumnDef[];
  /** Writes the page offers (each still needs its element code). */
  writes?: { create?: boolean; update?: boolean; delete?: boolean };
  /** A keyword box searching the columns the platform chooses. */
  keyword?: boolean;
  /** Default sort, e.g. `-loginTime`. */
  sort?: string;
  /** A filter bar control for a time range (`start`/`end`) on this column. */
  range?: { column: string; required?: boolean };
  /** The noun in dialogs and notices ("device"). */
  noun: Title;
  /** The field that names a row in notices and confirmations. */
  nameField: string;
  /** Row commands beyond the CRUD writes (start, finish, generate, send …), each behind its element code. */
  commands?: readonly RowCommandDef[];
  /**
   * The list shows some fields masked (personal data): the edit form reads the row itself (`{id}`),
   * which the platform answers in full to holders of the edit code only.
   */
  editReadsRow?: boolean;
  /** A line above the table saying where the page's numbers come from (e.g. the standards' dictionary type). */
  note?: Title;
  /** Master-detail: a row opens a drawer with its detail rows (`<detail api>/all?<parentField>=<id>`). */
  detail?: { def: ResourceScreenDef; parentField: string; title: Title };
}

/** A row command: `POST|PUT <api>/{id}/<name>` for the holders of `<screen>:<element>`. */
export interface RowCommandDef {
  name: string;
  element: string;
  method: 'POST' | 'PUT';
  /** The button's name; `{name}` stands for the row's name. */
  label: Title;
  icon: 'start' | 'stop' | 'finish' | 'generate' | 'send' | 'verify' | 'switch';
  /** Offered only on rows whose field holds one of these values (e.g. a process's state). */
  when?: { field: string; values: readonly string[] };
  /** Asked before the command runs; `{name}` stands for the row's name. */
  confirm?: Title;
  /** The success notice; `{name}` stands for the row's name. */
  done: Title;
}

/** `colour`: a `#RRGGBB` text, shown as a swatch and picked with the browser's colour input; `bool`: 1 or 0, a switch in settings forms. */
export type ColumnType = 'text' | 'int' | 'num' | 'date' | 'time' | 'enum' | 'ref' | 'online' | 'colour' | 'bool';

export interface ColumnDef {
  field: string;
  title: Title;
  type: ColumnType;
  /** `enum`: the dictionary (enums.ts) that labels the codes. */
  dict?: string;
  /** `enum`: shown as a chip coloured by code (a verdict, a level); codes not listed get a plain chip. */
  colors?: Readonly<Record<string, 'success' | 'error' | 'warning' | 'info' | 'default'>>;
  /** `enum`: the codes this page offers, when only some of the dictionary's apply. */
  choices?: readonly string[];
  /** `ref`: the resource whose `all` lists the choices, and how a choice is labelled. */
  ref?: { api: string; label: readonly string[]; where?: Record<string, string> };
  /** `ref`: the column that shows the referenced row's name in the table. */
  shownAs?: string;
  unit?: string;
  width?: number;
  /** Not a table column (a form-only field, or a reference shown through `shownAs`). */
  hidden?: boolean;
  /** A table column the user can show from the column menu, hidden at first to keep the row readable. */
  optional?: boolean;
  sortable?: boolean;
  /** A filter bar control: a choice for `enum`/`ref`/`online`, a search box for text. */
  filter?: boolean;
  /** The page asks for this filter before it reads anything (e.g. the device of a raw-data page). */
  filterRequired?: boolean;
  /** Present in the form dialog; `create`: only when adding. */
  form?: FormRule | false;
}

export interface FormRule {
  required?: boolean;
  createOnly?: boolean;
  /** Text: length bounds; numbers: value bounds. */
  min?: number;
  max?: number;
  pattern?: RegExp;
  patternMessage?: Title;
  multiline?: boolean;
  /** Write-only (a secret): a password field, never filled from the row; left blank in an edit, the platform keeps the stored value. */
  secret?: boolean;
}

/** A settings page (the screen kit's SettingsScreen): one record of the platform, edited as a sectioned form. */
export interface SettingsScreenDef {
  /** `GET` reads the record, `PUT` replaces it (element `<screen>:btn_save`). */
  api: string;
  screen: string;
  sections: readonly { title: Title; fields: readonly ColumnDef[] }[];
}

/**
 * A tree beside the rows of its chosen node (the screen kit's TreeResourceScreen): the nodes are a
 * resource of their own (`GET <tree.api>/tree` answers them nested, the def's form edits one), the rows
 * another whose `nodeField` holds the node's id.
 */
export interface TreeResourceScreenDef {
  tree: ResourceScreenDef;
  /** The node field holding its parent's id (-1 at the root). */
  parentField: string;
  /** The node fields a tree item shows, joined. */
  label: readonly string[];
  list: ResourceScreenDef;
  nodeField: string;
}

/** Several definitions on one catalogue page (the screen kit's TabsScreen), one tab each, in this order. */
export interface TabsScreenDef {
  tabs: readonly { key: string; title: Title; def: ResourceScreenDef }[];
}

/** What a statistics or analysis panel draws; each kind knows its platform answer (`stats/stats-views.ts`). */
export type StatsPanelKind = 'production' | 'overLimitLevels' | 'overLimitMaterials' | 'consumption' | 'control' | 'histogram' | 'pareto' | 'temperature';

export interface StatsPanelDef {
  key: string;
  kind: StatsPanelKind;
  title: { zh: string; en: string };
  /** `/api/bhz/…`, read with the page's filters and these fixed parameters. */
  api: string;
  params?: Record<string, string>;
  /** Its KPI cards go to the row above the panels. */
  kpis?: boolean;
}

/** A statistics/analysis page (StatsScreen): filters (plant, day range) over panels of one plant type. */
export interface StatsScreenDef {
  plantType: 'lq' | 'sw' | 'sn';
  panels: StatsPanelDef[];
}

/** A live process monitor (LiveMapScreen, rollers and raster): the site plan, work areas, their grids and the rollers. */
export interface ProcessMonitorDef {
  domain: 'znys' | 'zd';
  overviewApi: string;
  /** With `{id}` for the work area. */
  gridApi: string;
  cellApi: string;
  colourApi: string;
  positionTopic: string;
  metrics: readonly ('passes' | 'temp' | 'speed' | 'cmv')[];
}
