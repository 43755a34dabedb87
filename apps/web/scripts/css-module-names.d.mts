export function localIdent(relativePath: string, className: string): string;
export function classNames(css: string): string[];
