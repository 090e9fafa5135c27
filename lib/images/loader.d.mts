// Types of loader.mjs (plain JavaScript, like widths.mjs, so that the test and the script share it).
import type {ImageLoaderProps} from 'next/image';
import type {ImageFormat} from './widths.mjs';
export declare function formatLoader(format: ImageFormat): (props: ImageLoaderProps) => string;
declare const imageLoader: (props: ImageLoaderProps) => string;
export default imageLoader;
