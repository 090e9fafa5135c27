'use client';

import {useEffect} from 'react';

/**
 * Marks the document once React has hydrated the page (`<html data-hydrated>`), so that a test or
 * a script can tell a page that answers input from one still waiting for its startup scripts
 * (which run after the first paint: scripts/paint-first.mjs).
 */
export default function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
