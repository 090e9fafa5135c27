/** Small line icons for the practical-information cards (decorative: their cards have titles). */
const paths = {
  currency: 'M12 3v18M16.5 7.5c0-1.9-2-3-4.5-3s-4.5 1.2-4.5 3.2 2 2.8 4.5 3.3 4.5 1.3 4.5 3.4-2 3.1-4.5 3.1-4.5-1.1-4.5-3',
  climate: 'M12 3v2M12 19v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M3 12h2M19 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  transport: 'M6 17h12M7 17v2M17 17v2M5 13l1.5-6A2 2 0 0 1 8.4 5.5h7.2a2 2 0 0 1 1.9 1.5L19 13v4H5v-4zM5 13h14M8 15h.01M16 15h.01',
  electricity: 'M13 2 4 14h7l-1 8 9-12h-7l1-8z',
  taxes: 'M19 5 5 19M7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM16.5 18a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  location: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  clock: 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  parking: 'M6 21V3h7a5 5 0 0 1 0 10H6',
  breakfast: 'M4 10h13v3a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6v-3zM17 11h1.5a2.5 2.5 0 0 1 0 5H16M8 3v4M12 3v4',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  plane: 'M10.5 21l1.5-1.5V14l8 3v-2l-8-5V4.5a1.5 1.5 0 0 0-3 0V10l-8 5v2l8-3v5.5L10.5 21z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
} as const;

export type IconName = keyof typeof paths;

export function Icon({name, className = 'h-5 w-5'}: {name: IconName; className?: string}) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={paths[name]} />
    </svg>
  );
}
