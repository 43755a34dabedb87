// Theme constants that server code (the <head> script, the root layout) needs without importing MUI.

/** The attribute on <html> that selects the colour scheme: `data-mui-color-scheme="dark"`. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';
