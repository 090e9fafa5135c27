// Types of chat-function.mjs (plain JavaScript: the test harness and benches run it directly).
export declare const entry: string;
export declare const denoConfig: string;
export declare const denoRunArgs: string[];
