// How islands are marked in a page's markup (read by the server and by the islands script).
/** The id of the element whose presence marks a page as run by islands (packages/server/src/island-pages.ts). */
export const ISLANDS_MARKER_ID = '__islands';

export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
