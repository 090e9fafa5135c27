'use client';

import {useEffect} from 'react';

/** Logs the path that was not found in the browser console (the server answers such a path with status 404 and this page). */
export default function NotFoundLogger() {
  useEffect(() => {
    console.warn(`[404] Page not found: ${window.location.pathname}`);
  }, []);
  return null;
}
