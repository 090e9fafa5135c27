import RhiaAvatar from './RhiaAvatar';

type Props = {titleId: string; title: string; subtitle: string; closeLabel: string; onClose: () => void};

/** The panel's title bar: avatar, title (which names the dialog) and the close button. */
export function PanelHeader({titleId, title, subtitle, closeLabel, onClose}: Props) {
  return (
    <div className="surface-dark flex items-center gap-3 bg-brand-700 px-4 py-3 text-white sm:rounded-t-2xl">
      <RhiaAvatar className="h-10 w-10 shrink-0" />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="text-base leading-tight font-bold">
          {title}
        </h2>
        <p className="text-xs leading-snug text-brand-100">{subtitle}</p>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="flex h-11 w-11 items-center justify-center rounded-full text-white hover:bg-brand-800"
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
