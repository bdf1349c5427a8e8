import { audit } from '../../db/schema-parts.js';

/**
 * Columns of an alignment the stake-map editor keeps (the interval and widths its stakes were generated
 * with), added by a site migration so that older data folders get them too.
 */
export const alignmentColumns = ['stakeInterval REAL', 'leftWidth REAL', 'rightWidth REAL'] as const;

/** How the project's frame sits in CGCS2000 (see the contract's site/frame), added the same way. */
export const frameColumns = ['centralMeridian REAL', 'originE REAL', 'originN REAL', 'rotation REAL'] as const;

/**
 * The site's geometry: project, sections, layers, alignment, stakes, stake areas, apron blocks, base maps and plan
 * features, and the crews' operators.
 */
export const schema = `
CREATE TABLE IF NOT EXISTS site_project (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, depart TEXT, startDate TEXT,
  anchorLon REAL, anchorLat REAL, extentWidth REAL, extentHeight REAL,
  centralMeridian REAL, originE REAL, originN REAL, rotation REAL,
  ${audit}
);

CREATE TABLE IF NOT EXISTS site_section (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, kind TEXT NOT NULL, contractor TEXT, supervisor TEXT,
  chainageFrom REAL, chainageTo REAL, polygon TEXT,
  ${audit}
);

CREATE TABLE IF NOT EXISTS site_layer (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL, sectionId INTEGER NOT NULL,
  sectionKind TEXT NOT NULL, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, orderNum INTEGER NOT NULL,
  material TEXT NOT NULL, mixType TEXT, designThickness REAL, plantType TEXT, domain TEXT,
  ${audit}
);

CREATE TABLE IF NOT EXISTS site_alignment (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL, sectionId INTEGER NOT NULL,
  polyline TEXT NOT NULL, startChainage REAL NOT NULL, stakeInterval REAL, leftWidth REAL, rightWidth REAL,
  ${audit}
);

CREATE TABLE IF NOT EXISTS site_stake (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL, sectionId INTEGER NOT NULL,
  name TEXT NOT NULL, chainage REAL NOT NULL, x REAL NOT NULL, y REAL NOT NULL, azimuth REAL NOT NULL,
  leftWidth REAL NOT NULL, rightWidth REAL NOT NULL,
  ${audit},
  UNIQUE (sectionId, name)
);

CREATE TABLE IF NOT EXISTS site_stake_area (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL, sectionId INTEGER NOT NULL, layerId INTEGER,
  code TEXT, name TEXT NOT NULL, fromChainage REAL, toChainage REAL, offsetFrom REAL, offsetTo REAL,
  polygon TEXT, area REAL,
  ${audit}
);
CREATE INDEX IF NOT EXISTS site_stake_area_section ON site_stake_area (sectionId);

CREATE TABLE IF NOT EXISTS site_block (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL, sectionId INTEGER NOT NULL,
  code TEXT NOT NULL UNIQUE, polygon TEXT NOT NULL,
  ${audit}
);

-- Base maps drawn under every map: the file's bytes (≤ 5 MB, PNG/JPEG/SVG checked by
-- content) and two control points [[u, v, x, y] ×2] placing it by a similarity transform. Added by the site
-- migration v9 (sim/site/seed.ts) for older data folders; here so a backend without the simulator has it too.
CREATE TABLE IF NOT EXISTS site_base_map (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  name TEXT NOT NULL, kind TEXT, mime TEXT, fileName TEXT, fileSize INTEGER, width REAL, height REAL,
  file BLOB, fileVersion INTEGER NOT NULL DEFAULT 0, controlPoints TEXT,
  opacity REAL NOT NULL DEFAULT 0.7, orderNum INTEGER NOT NULL DEFAULT 0, enabled INTEGER NOT NULL DEFAULT 1,
  ${audit}
);

-- Plants, water points and haul roads as drawn on the plan (kind plant / waterPoint / haulRoad).
CREATE TABLE IF NOT EXISTS site_feature (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  kind TEXT NOT NULL, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, geom TEXT NOT NULL, params TEXT,
  ${audit}
);

CREATE TABLE IF NOT EXISTS site_operator (
  id INTEGER PRIMARY KEY AUTOINCREMENT, projectId INTEGER NOT NULL,
  code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, mobile TEXT, deviceId INTEGER, tabletId INTEGER, crewCode TEXT,
  ${audit}
);
`;
