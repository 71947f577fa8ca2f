/** Highest number of popover columns: each takes one sixth of the width (spec §9). */
export const MEGA_MENU_GRID_COLUMNS = 6;
