'use client';

import {useState} from 'react';
import toast from 'react-hot-toast';
import {buttonVariants} from '@/components/ui/button-variants';

/**
 * Downloads a file as binary and saves it under its original name (the `download` attribute of a
 * blob link), then confirms with a toast. A non-OK answer or a network error shows the failure
 * toast and is logged.
 */
export default function DownloadButton({
  href,
  fileName,
  labels,
}: {
  href: string;
  fileName: string;
  labels: {text: string; accessible: string; started: string; failed: string};
}) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`GET ${href} answered ${response.status}`);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser a moment to start the save before releasing the blob.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      toast.success(labels.started);
    } catch (error) {
      console.error('Brand download failed:', error);
      toast.error(labels.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" onClick={download} aria-busy={busy} aria-label={labels.accessible} className={buttonVariants({size: 'sm'})}>
      <svg
        viewBox="0 0 24 24"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
      </svg>
      {labels.text}
    </button>
  );
}
