// Built and served by bench/floor.ts only; see app/layout.jsx.
export default { poweredByHeader: false, eslint: { ignoreDuringBuilds: true } };
