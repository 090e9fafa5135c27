type Props<Key extends string> = {
  label: string;
  keys: readonly Key[];
  texts: Record<Key, string>;
  /** The chips' colours: teal for the opening topics, brand blue for the fee categories. */
  tone: 'teal' | 'brand';
  onPick: (text: string) => void;
};

const tones = {
  teal: 'border-teal-600 text-teal-700 hover:bg-teal-50',
  brand: 'border-brand-600 text-brand-700 hover:bg-brand-50',
};

/** A row of suggested questions; picking one sends its text. */
export function ChipGroup<Key extends string>({label, keys, texts, tone, onPick}: Props<Key>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2 pt-1">
      {keys.map((key) => (
        <button
          key={key}
          type="button"
          onClick={() => onPick(texts[key])}
          className={`rounded-full border px-3 py-1.5 text-sm font-medium ${tones[tone]}`}
        >
          {texts[key]}
        </button>
      ))}
    </div>
  );
}
