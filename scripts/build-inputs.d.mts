// Types of build-inputs.mjs (plain JavaScript: npm start runs it before anything is compiled).
type Env = Record<string, string | undefined>;
export declare const stampFile: string;
export declare function buildInputsHash(env?: Env, root?: string): string;
export declare function buildIsStale(env?: Env, root?: string): boolean;
