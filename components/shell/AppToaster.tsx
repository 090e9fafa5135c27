'use client';

import {useEffect} from 'react';
import toast, {Toaster, useToasterStore} from 'react-hot-toast';

/** At most three toasts at a time: the oldest visible ones beyond that are dismissed. */
export const TOAST_LIMIT = 3;

/** One toaster for the whole site: 4 s each, 356 px wide, 14 px apart. */
export default function AppToaster() {
  const {toasts} = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .filter((_, index) => index >= TOAST_LIMIT)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);

  return (
    <Toaster
      position="bottom-center"
      gutter={14}
      toastOptions={{
        duration: 4000,
        style: {width: 356, maxWidth: 'calc(100vw - 2rem)', borderRadius: 12, color: '#14213d'},
        error: {style: {background: '#b42318', color: '#ffffff'}},
      }}
    />
  );
}
