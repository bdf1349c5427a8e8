import type { Field } from '@console/contract/field';
import type { ComponentType } from 'react';
import type { PanelKind } from './stats/panel-view';
import type { Title } from '@/lib/routes/catalogue';

/**
 * A page of the screen kit's ResourceScreen, as data: which platform resource it shows, its columns,
 * filters and form. Definitions live in `defs/`, one small module per business area; `page-map.ts`
 * says which catalogue page shows which definition.
 */
export interface ResourceScreenDef {
  /** `/api/<module>/<entity>`: `page`, `{id}`, `export`, and the writes the definition allows. */
  api: string;
  /**
   * Screen code whose element codes (`<screen>:btn_add` …) show the write buttons; default the page's own (a
   * definition shown on another page than its resource's names that one).
   */
  screen?: string;
  /**
   * Other suffixes for the CRUD element codes, when the resource shares its screen with another (positions on the
   * departments' page).
   */
  elements?: Partial<Record<CrudElement, string>>;
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
  /**
   * A service the page's commands depend on (the SMTP server): `GET <api>` answers `{configured, from?}`;
   * the page says which, `{from}` standing for the sender.
   */
  serviceStatus?: { api: string; ready: Title; missing: Title };
  /**
   * A value the platform generates and answers once (a service client's secret): the create reply and
   * the replies of commands marked `reveals` carry it in this field; the page shows it in a dialog, once.
   */
  reveal?: { field: string; label: Title; title: Title; note: Title };
  /** Master-detail: a row opens a drawer with its detail rows (`<detail api>/all?<parentField>=<id>`). */
  detail?: {
    def: ResourceScreenDef;
    parentField: string;
    title: Title;
    /** Below the rows: what the module draws of the master row (a batch's combined grading). */
    panel?: DrawerPanel;
  };
  /** The closure workflow: the row's drawer shows its state, moves and timeline. */
  workflow?: WorkflowDef;
  /** At the top of the row's drawer: what the module draws of the row (a work area's grid). */
  panel?: DrawerPanel;
  /** Lists of other rows a row is linked to, edited together in one dialog (a position's users, roles, departments). */
  links?: LinksDef;
  /** Other pages about a row, each a row action opening `<page>?<param>=<row's field>` (a vehicle on the map). */
  pageLinks?: readonly { page: string; param: string; field: string; icon: 'map' | 'track' }[];
}

export type CrudElement = 'btn_add' | 'btn_edit' | 'btn_del';

/** A part of a row's drawer that a module draws, loaded with the first drawer that shows it (never with the page). */
export interface DrawerPanel {
  load: () => Promise<ComponentType<{ row: Record<string, unknown> & { id: number } }>>;
  /** The height it takes from the drawer's first frame, so what is below it never moves under a pointer. */
  height?: number;
}

/**
 * `GET <api>/{id}/<key>` answers a row's linked rows; `PUT <api>/{id}/<key>?<param>=1,2` replaces them.
 * Each list is a multi-select searching `<ref.api>/page?<ref.search>=<text>` as the user types.
 */
export interface LinksDef {
  /** The row action's name and the dialog's title; `{name}` stands for the row's name. */
  title: Title;
  /** Who may change the links (the row's edit code); the others see them read-only. */
  element: CrudElement;
  lists: readonly {
    key: string;
    param: string;
    title: Title;
    ref: { api: string; label: readonly string[]; search: string };
  }[];
}

/**
 * A resource whose rows move through the closure workflow (`PUT <api>/{id}/<move>`, elements btn_handle / btn_review /
 * btn_hqReview).
 */
export interface WorkflowDef {
  /** `GET <timelineApi>/all?subjectId=` answers the record's moves, oldest first. */
  timelineApi: string;
  /** The row's state code (0 open … 60 HQ rejected). */
  stateField: string;
  /** Only rows whose field holds one of these values have a workflow (an over-limit batch). */
  when?: { field: string; values: readonly string[] };
  /** What the drawer says on a row without a workflow (default: not over the limits). */
  ineligible?: Title;
  /** The drawer's title. */
  title: Title;
}

/** A row command: `POST|PUT <api>/{id}/<name>` for the holders of `<screen>:<element>`. */
export interface RowCommandDef {
  name: string;
  element: string;
  method: 'POST' | 'PUT';
  /** The button's name; `{name}` stands for the row's name. */
  label: Title;
  icon: 'start' | 'stop' | 'finish' | 'generate' | 'send' | 'verify' | 'switch' | 'key' | 'copy';
  /** Offered only on rows whose field holds one of these values (e.g. a process's state). */
  when?: { field: string; values: readonly string[] };
  /** Asked before the command runs; `{name}` stands for the row's name. */
  confirm?: Title;
  /** The success notice; `{name}` stands for the row's name. */
  done: Title;
  /** The reply carries the definition's `reveal` field (a rotated secret), shown once. */
  reveals?: boolean;
}

/**
 * `colour`: a `#RRGGBB` text, shown as a swatch and picked with the browser's colour input; `bool`: 1 or 0, a switch in
 * settings forms.
 */
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
  ref?: {
    api: string;
    label: readonly string[];
    where?: Record<string, string>;
    /**
     * Too many rows to list (users): the form searches `<api>/page?<search>=<text>&limit=20` as the user
     * types, and the row's `shownAs` field names the current choice.
     */
    search?: string;
  };
  /** The cell links to another page filtered to this value (`<page>?<param>=<value>`), e.g. an SMS record's problem. */
  link?: { page: string; param: string };
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
  /** The contract's declaration the column was made from (`columnsOf`): the form checks a value by its rules. */
  declaration?: Field;
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
  /** An optional choice: what leaving it empty means ("all sections"), instead of "(none)". */
  emptyLabel?: Title;
  /**
   * Write-only (a secret): a password field, never filled from the row; left blank in an edit, the platform keeps the
   * stored value.
   */
  secret?: boolean;
}

/** A settings page (the screen kit's SettingsScreen): one record of the platform, edited as a sectioned form. */
export interface SettingsScreenDef {
  /** `GET` reads the record, `PUT` replaces it (element `<page>:btn_save`). */
  api: string;
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
  /**
   * The rows' add button opens a search that picks several at once: `POST <list.api>?<nodeParam>=<node>&<param>=1,2`
   * (a department's members), behind the list's add code.
   */
  addMany?: { param: string; nodeParam: string; ref: { api: string; label: readonly string[]; search: string } };
}

/**
 * Several definitions on one catalogue page (the screen kit's TabsScreen), one tab each, in this order; a tab is a
 * resource or a tree.
 */
export interface TabsScreenDef {
  tabs: readonly ({ key: string; title: Title } & (
    { def: ResourceScreenDef; tree?: never } | { tree: TreeResourceScreenDef; def?: never }
  ))[];
}

export interface StatsPanelDef {
  key: string;
  /** How the panel reads and draws its answer; default the site-wide chart answer (`stats/chart-kind.tsx`). */
  kind?: PanelKind<unknown>;
  title: { zh: string; en: string };
  /** `/api/<module>/stat/…`, read with the page's filters and these fixed parameters. */
  api: string;
  params?: Record<string, string>;
  /** For a `chart` panel: the view of the answer it shows (panels of one read share one request). */
  view?: string;
  /** Its KPI cards go to the row above the panels. */
  kpis?: boolean;
}

/** A statistics/analysis page (StatsScreen): filters (a choice the page names, a day range) over its panels. */
export interface StatsScreenDef {
  /** Fixed parameters of every read of the page (the problem domain of a PDCA page, a plant type). */
  params?: Record<string, string>;
  /**
   * A choice beside the day range (one plant of the page's type): `param` on every read, its options from the
   * first panel's answer, the empty choice meaning all of them.
   */
  choice?: { param: string; label: Title; all: Title; options(head: unknown): { value: string; label: string }[] };
  /** Dictionary types the answers name by code (a plant's materials), labelled before a panel shows. */
  dicts?: readonly string[];
  /** What the empty state of a panel says, as a `stats` message key. */
  empty?: 'noAlarms' | 'noRolling' | 'noHits' | 'noProblems' | 'noStates' | 'noSprayJobs' | 'noProgress';
  panels: StatsPanelDef[];
}

/**
 * A printable report page (the screen kit's ReportScreen): conditions → the platform's report table
 * (`lib/platform/reports.ts`) with its title block, merged headers and totals, printed from the browser,
 * downloaded as CSV or .xlsx (`<api>/export`).
 */
export interface ReportScreenDef {
  screen: string;
  /** `GET` answers the report; `{type}` stands for the chosen type. */
  api: string;
  /**
   * The report's types (a choice, `{type}` of the API); absent: one report. `needs` names a filter the type cannot go
   * without (the page asks for it rather than ask the platform).
   */
  types?: readonly { code: string; title: Title; needs?: string }[];
  /**
   * Saved conditions (`GET <api>/all`, named by `name`) whose `typeField` names the type; chosen, they replace the ad
   * hoc filters but the dates.
   */
  conditions?: { api: string; typeField: string; title: Title };
  /** Ad hoc filters, each a query parameter. */
  filters: readonly ReportFilterDef[];
}

export type ReportFilterDef =
  | { param: string; title: Title; kind: 'ref'; ref: { api: string; label: readonly string[] } }
  | { param: string; title: Title; kind: 'num'; unit?: string; max: number };
