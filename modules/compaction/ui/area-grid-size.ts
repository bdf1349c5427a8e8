/**
 * The area grid's block has one height from the drawer's first frame to the drawn map (its code, then the site
 * plan, arrive after the drawer opens): what is below it, the workflow's buttons, never moves under a pointer.
 * Kept apart from the grid itself so the drawer reserves the space without loading Leaflet.
 */
export const METRICS_HEIGHT = 40;
export const MAP_HEIGHT = 320;
/** The metric buttons, the Stack's 8 px gap, the map. */
export const AREA_GRID_HEIGHT = METRICS_HEIGHT + 8 + MAP_HEIGHT;
