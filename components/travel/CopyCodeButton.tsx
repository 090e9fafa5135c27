'use client';

import toast from 'react-hot-toast';
import {buttonVariants} from '@/components/ui/button-variants';

type Props = {
  code: string;
  label: string;
  copied: {title: string; description: string};
  failed: {title: string; description: string};
};

function Message({title, description}: {title: string; description: string}) {
  return (
    <div>
      <p className="font-semibold">{title}</p>
      <p className="text-sm">{description}</p>
    </div>
  );
}

/** Copies the discount code to the clipboard and says so in a toast (or says why it could not). */
export default function CopyCodeButton({code, label, copied, failed}: Props) {
  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(code);
      toast.success(<Message {...copied} />, {id: 'copy-code'});
    } catch {
      toast.error(<Message {...failed} />, {id: 'copy-code', duration: 6000});
    }
  }

  return (
    <button type="button" className={buttonVariants()} onClick={copy}>
      <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <rect x="9" y="9" width="12" height="12" rx="2" />
        <path d="M5 15V5a2 2 0 0 1 2-2h10" />
      </svg>
      {label}
    </button>
  );
}
