// The company logo's static SVGs, one per colour scheme (the public site's SiteLogo and the MUI Logo show them).
export const LOGO_ON_DARK_SRC = '/logo-on-dark.svg';
export const LOGO_ON_LIGHT_SRC = '/logo-on-light.svg';
