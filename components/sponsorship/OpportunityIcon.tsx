import type {SponsorshipOpportunityKey} from '@/content/sponsorship';

// Simple line icons (24 px grid), decorative: each tile's heading carries the meaning.
const paths: Record<SponsorshipOpportunityKey, string> = {
  exhibition: 'M3 21h18M5 21V9l7-5 7 5v12M9 21v-6h6v6',
  symposia: 'M4 5h16v10H4zM8 19h8M12 15v4M8 9h8M8 12h5',
  business: 'M3 8h18v11H3zM8 8V5h8v3M3 13h18',
  networking: 'M6 8a2 2 0 1 0 0-.01M18 8a2 2 0 1 0 0-.01M12 18a2 2 0 1 0 0-.01M7.5 9.5l3.5 6.5M16.5 9.5 13 16M8 8h8',
};

export function OpportunityIcon({name}: {name: SponsorshipOpportunityKey}) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[name]} />
    </svg>
  );
}
