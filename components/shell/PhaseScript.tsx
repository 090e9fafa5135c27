import {calendarDates} from '@/content/congress-calendar';
import {phaseScript} from '@/lib/phase/phase';

/**
 * Sets the calendar phase on <html> before the first paint (lib/phase/phase.ts). An inline script
 * of the document's head: the build hashes it for the Content-Security-Policy like Next's own.
 */
export default function PhaseScript() {
  return <script dangerouslySetInnerHTML={{__html: phaseScript(calendarDates)}} />;
}
