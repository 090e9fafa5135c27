'use client';

import {useEffect, useRef} from 'react';
import {usePathname} from 'next/navigation';

/** Every route change starts at the top of the new page (the first render keeps the browser's own restore). */
export default function ScrollToTop() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({top: 0, left: 0});
  }, [pathname]);
  return null;
}
