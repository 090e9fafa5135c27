import {ImageResponse} from 'next/og';
import {Rings} from './Rings';

/**
 * The site's raster icons, drawn from the same rings as public/icon.svg at build time.
 * `maskable`: the rings inside the safe zone on a full-bleed blue square (Android crops it).
 */
export type IconSpec = {size: number; maskable?: boolean; background?: string};

export const iconFiles: Record<string, IconSpec> = {
  'icon-192.png': {size: 192},
  'icon-512.png': {size: 512},
  'icon-maskable-512.png': {size: 512, maskable: true},
  'apple-touch-icon.png': {size: 180, background: '#ffffff'},
};

export function iconResponse({size, maskable, background}: IconSpec): ImageResponse {
  const inner = maskable ? Math.round(size * 0.8) : background ? Math.round(size * 0.86) : size;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: maskable ? '#123a6b' : (background ?? 'transparent'),
      }}
    >
      <Rings size={inner} />
    </div>,
    {width: size, height: size},
  );
}

/** An .ico file holding one PNG image (allowed since Windows Vista; every browser reads it). */
export function icoFromPng(png: Uint8Array, size: number): Uint8Array {
  const header = new DataView(new ArrayBuffer(22));
  header.setUint16(0, 0, true); // reserved
  header.setUint16(2, 1, true); // type: icon
  header.setUint16(4, 1, true); // one image
  header.setUint8(6, size >= 256 ? 0 : size); // width
  header.setUint8(7, size >= 256 ? 0 : size); // height
  header.setUint8(8, 0); // palette
  header.setUint8(9, 0); // reserved
  header.setUint16(10, 1, true); // colour planes
  header.setUint16(12, 32, true); // bits per pixel
  header.setUint32(14, png.byteLength, true);
  header.setUint32(18, 22, true); // offset of the image data
  const ico = new Uint8Array(22 + png.byteLength);
  ico.set(new Uint8Array(header.buffer), 0);
  ico.set(png, 22);
  return ico;
}
