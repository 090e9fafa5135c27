'use client';

import NotFoundView from '@/components/shell/NotFoundView';

// Rendered inside the catch-all's layout, which already holds the URL's language.
export default function NotFound() {
  return <NotFoundView />;
}
