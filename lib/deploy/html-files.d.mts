// Types of html-files.mjs.
export declare function listHtmlFiles(dir: string): string[];
